import { emailRequestSchema } from '@/lib/schemas/auth';
import { apiRoute } from '@/server/api/handler';
import { resendVerification } from '@/server/auth/email-flows';
import { clientIp, limitByIp, limitMailsByEmail } from '@/server/rate-limit/rate-limit';

/** POST /api/Auth/resend-verification: 202 always; mails a new link only to an unverified account. */
export const POST = apiRoute({ auth: false, body: emailRequestSchema }, async ({ req, db, body }) => {
  await limitByIp('resend-verification', clientIp(req.headers));
  await limitMailsByEmail('resend-verification', body.email);
  resendVerification(db, body.email, body.locale); // after the answer: the same for any address
  return { status: 202, body: { status: 'VerificationEmailSent' } };
});
