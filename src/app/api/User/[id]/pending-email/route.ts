import { userIdParamsSchema } from '@/lib/schemas/users';
import { apiRoute } from '@/server/api/handler';
import { cancelEmailChange } from '@/server/users/email-change';

/** DELETE /api/User/{id}/pending-email: withdraws the email change waiting for confirmation. */
export const DELETE = apiRoute({ params: userIdParamsSchema }, async ({ db, actor, params }) => ({
  body: await cancelEmailChange({ db, actor, input: params }),
}));
