import { resetPasswordSchema } from '@/lib/schemas/auth';
import { apiRoute } from '@/server/api/handler';
import { resetPassword } from '@/server/auth/email-flows';

/** POST /api/Auth/reset-password: new password from a reset link; 400 VerificationFailed for a bad token. */
export const POST = apiRoute({ auth: false, body: resetPasswordSchema }, async ({ db, body }) => {
  await resetPassword(db, body.token, body.password);
  return { body: { status: 'PasswordReset' } };
});
