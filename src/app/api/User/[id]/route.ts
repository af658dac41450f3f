import { userIdParamsSchema } from '@/lib/schemas/users';
import { apiRoute } from '@/server/api/handler';
import { getUser } from '@/server/users/get-user';

export const GET = apiRoute({ params: userIdParamsSchema }, async ({ db, actor, params }) => ({
  body: await getUser({ db, actor, input: params }),
}));
