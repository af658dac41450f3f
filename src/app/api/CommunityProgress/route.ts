import { apiRoute } from '@/server/api/handler';
import { getCommunityProgress } from '@/server/community/get-community-progress';

/** Any signed-in user may read the community total. */
export const GET = apiRoute({}, async ({ db }) => ({ body: await getCommunityProgress({ db }) }));
