import { clientErrorSchema } from '@/lib/schemas/log-error';
import { apiRoute } from '@/server/api/handler';
import { logger } from '@/server/logger';

/** Public: crashes happen to visitors too. The body is bounded by apiRoute (64 KiB) and the schema. */
export const POST = apiRoute({ auth: false, body: clientErrorSchema }, async ({ body, req }) => {
  logger.error({ clientError: body.error, errorInfo: body.errorInfo, userAgent: req.headers.get('user-agent') ?? undefined }, 'client error reported');
  return { status: 204, body: null };
});
