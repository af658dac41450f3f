import { verifyEmailSchema } from '@/lib/schemas/auth';
import { apiRoute } from '@/server/api/handler';
import { confirmEmailChange } from '@/server/users/email-change';

/** POST /api/Auth/confirm-email-change: the link mailed to a new address makes it the account's email (once, within 24 h). */
export const POST = apiRoute({ auth: false, body: verifyEmailSchema }, async ({ db, body }) => ({
  body: { status: 'EmailChanged', ...(await confirmEmailChange(db, body.token)) },
}));
