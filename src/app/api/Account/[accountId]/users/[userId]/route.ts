import { accountUserParamsSchema } from '@/lib/schemas/accounts';
import { apiRoute } from '@/server/api/handler';
import { removeMember } from '@/server/accounts/remove-member';

export const DELETE = apiRoute({ params: accountUserParamsSchema }, async ({ db, actor, params }) => {
  await removeMember({ db, actor, input: params });
  return { status: 204, body: null };
});
