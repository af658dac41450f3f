import { registrationSchema } from '@/lib/schemas/auth';
import { apiRoute } from '@/server/api/handler';
import { requestRegistration } from '@/server/auth/email-flows';
import { clientIp, limitByIp, limitMailsByEmail } from '@/server/rate-limit/rate-limit';

/**
 * POST /api/Auth/register (rewritten here). 202 whether or not the address was free: a new
 * person gets a verification link, an existing owner a notice (no account enumeration).
 */
export const POST = apiRoute({ auth: false, body: registrationSchema }, async ({ req, db, body }) => {
  await limitByIp('register', clientIp(req.headers));
  await limitMailsByEmail('register', body.email);
  await requestRegistration(db, body);
  return { status: 202, body: { status: 'VerificationEmailSent' } };
});
