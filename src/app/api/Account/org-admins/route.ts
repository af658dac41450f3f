import { orgAdminsQuerySchema } from '@/lib/schemas/accounts';
import { apiRoute } from '@/server/api/handler';
import { listOrgAdmins } from '@/server/accounts/list-org-admins';

export const GET = apiRoute({ query: orgAdminsQuerySchema }, async ({ db, actor, query }) => ({
  body: await listOrgAdmins({ db, actor, input: query }),
}));
