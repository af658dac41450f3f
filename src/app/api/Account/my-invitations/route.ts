import { apiRoute } from '@/server/api/handler';
import { listMyInvitations } from '@/server/accounts/respond-to-invitation';

export const GET = apiRoute({}, async ({ db, actor }) => ({ body: await listMyInvitations({ db, actor }) }));
