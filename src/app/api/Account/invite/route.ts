import { inviteSchema } from '@/lib/schemas/accounts';
import { apiRoute } from '@/server/api/handler';
import { inviteMember } from '@/server/accounts/invite-member';

export const POST = apiRoute({ body: inviteSchema }, async ({ db, actor, body }) => ({
  status: 201,
  body: await inviteMember({ db, actor, input: body }),
}));
