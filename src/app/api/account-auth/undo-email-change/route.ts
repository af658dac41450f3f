import { verifyEmailSchema } from '@/lib/schemas/auth';
import { apiRoute } from '@/server/api/handler';
import { undoEmailChange } from '@/server/users/email-change';

/** POST /api/Auth/undo-email-change: the link mailed to the old address restores it and ends every session. */
export const POST = apiRoute({ auth: false, body: verifyEmailSchema }, async ({ db, body }) => ({
  body: { status: 'EmailChangeUndone', ...(await undoEmailChange(db, body.token)) },
}));
