import { emailRequestSchema } from '@/lib/schemas/auth';
import { apiRoute } from '@/server/api/handler';
import { requestPasswordReset } from '@/server/auth/email-flows';
import { clientIp, limitByIp, limitMailsByEmail } from '@/server/rate-limit/rate-limit';

/** POST /api/Auth/forgot-password: 202 whether or not the address has an account. */
export const POST = apiRoute({ auth: false, body: emailRequestSchema }, async ({ req, db, body }) => {
  await limitByIp('forgot-password', clientIp(req.headers));
  await limitMailsByEmail('forgot-password', body.email);
  requestPasswordReset(db, body.email, body.locale); // after the answer: the same for any address
  return { status: 202, body: { status: 'ResetLinkSent' } };
});
