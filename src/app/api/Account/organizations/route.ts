import { apiRoute } from '@/server/api/handler';
import { listOrganizations } from '@/server/accounts/list-organizations';

export const GET = apiRoute({}, async ({ db }) => ({ body: await listOrganizations({ db }) }));
