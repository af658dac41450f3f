import { accountUserParamsSchema } from '@/lib/schemas/accounts';
import { apiRoute } from '@/server/api/handler';
import { rejectInvitation } from '@/server/accounts/respond-to-invitation';

export const DELETE = apiRoute({ params: accountUserParamsSchema }, async ({ db, actor, params }) => {
  await rejectInvitation({ db, actor, input: params });
  return { status: 204, body: null };
});
