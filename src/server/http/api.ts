import 'server-only';
import { createApiListener } from '@/server/api/server';
import { apiRoutes } from '@/server/api/routes';
import { openApiRoute } from '@/server/api/openapi/route';

/**
 * The product API as one request listener: every route of src/server/api and /api/openapi.json.
 * `npm start` builds it once; `npm run dev` bundles this module on its own and builds it again
 * after every change of what it imports (scripts/dev.mjs).
 */
export function createApi(appUrl: string) {
  return createApiListener(apiRoutes, openApiRoute(appUrl));
}
