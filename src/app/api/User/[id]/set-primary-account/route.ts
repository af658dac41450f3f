import { userAccountIdSchema } from '@/lib/schemas/accounts';
import { userIdParamsSchema } from '@/lib/schemas/users';
import { apiRoute } from '@/server/api/handler';
import { setPrimaryAccount } from '@/server/users/set-primary-account';

export const PUT = apiRoute({ params: userIdParamsSchema, body: userAccountIdSchema }, async ({ db, actor, params, body }) => ({
  body: await setPrimaryAccount({ db, actor, input: { ...body, id: params.id } }),
}));
