import { resendInviteSchema } from '@/lib/schemas/accounts';
import { apiRoute } from '@/server/api/handler';
import { resendInvite } from '@/server/accounts/resend-invite';

export const POST = apiRoute({ body: resendInviteSchema }, async ({ db, actor, body }) => ({
  body: await resendInvite({ db, actor, input: body }),
}));
