import 'server-only';
import { createApiListener } from '@/server/api/server';
import { apiRoutes } from '@/server/api/routes';
import { openApiRoute } from '@/server/api/openapi/route';
import { apiReferenceRoute } from '@/server/api/openapi/reference';

/**
 * The product API as one request listener: every route of src/server/api, /api/openapi.json and
 * its interactive reference, /api/docs.
 * `npm start` builds it once; `npm run dev` bundles this module on its own and builds it again
 * after every change of what it imports (scripts/dev.mjs).
 */
export function createApi(appUrl: string) {
  const openApi = openApiRoute(appUrl);
  return createApiListener(apiRoutes, (app) => {
    openApi(app);
    apiReferenceRoute(app);
  });
}
