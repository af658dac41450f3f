import { userAccountIdSchema } from '@/lib/schemas/accounts';
import { apiRoute } from '@/server/api/handler';
import { acceptInvitation } from '@/server/accounts/respond-to-invitation';

export const POST = apiRoute({ body: userAccountIdSchema }, async ({ db, actor, body }) => ({
  body: await acceptInvitation({ db, actor, input: body }),
}));
