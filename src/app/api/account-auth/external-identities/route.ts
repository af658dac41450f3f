import { apiRoute } from '@/server/api/handler';
import { listLinkedProviders } from '@/server/auth/linked-identities';

/** GET /api/Auth/external-identities: the enabled providers and which of them the caller linked. */
export const GET = apiRoute({}, async ({ db, actor }) => ({ body: await listLinkedProviders(db, actor.id) }));
