import { verifyEmailSchema } from '@/lib/schemas/auth';
import { apiRoute } from '@/server/api/handler';
import { verifyEmail } from '@/server/auth/email-flows';

/** POST /api/Auth/verify-email: spends the link's token; 400 VerificationFailed when unknown, used or expired. */
export const POST = apiRoute({ auth: false, body: verifyEmailSchema }, async ({ db, body }) => {
  await verifyEmail(db, body.token);
  return { body: { status: 'EmailVerified' } };
});
