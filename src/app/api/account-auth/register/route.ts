import { registrationSchema } from '@/lib/schemas/auth';
import { apiRoute } from '@/server/api/handler';
import { registerUser } from '@/server/auth/register-user';

/** POST /api/Auth/register (rewritten here): creates a user and their personal account. */
export const POST = apiRoute({ auth: false, body: registrationSchema }, async ({ db, body }) => {
  const user = await registerUser(db, body);
  return { status: 201, body: user };
});
