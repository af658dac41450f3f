import { LOGGED_TEXT_LIMITS, capClientError, cutText, clientErrorSchema } from '@/lib/schemas/log-error';
import { apiRoute } from '@/server/api/handler';
import { logger } from '@/server/logger';
import { clientIp, limitByIp } from '@/server/rate-limit/rate-limit';

/**
 * Public: crashes happen to visitors too. The body is bounded by apiRoute (64 KiB) and the schema;
 * an address may send 20 reports a minute (429 past that), and each is logged cut to
 * LOGGED_TEXT_LIMITS (docs/decisions/0019).
 */
export const POST = apiRoute({ auth: false, body: clientErrorSchema }, async ({ body, req }) => {
  await limitByIp('log-error', clientIp(req.headers));
  const { error, errorInfo } = capClientError(body);
  const userAgent = req.headers.get('user-agent');
  logger.error({ clientError: error, errorInfo, userAgent: userAgent === null ? undefined : cutText(userAgent, LOGGED_TEXT_LIMITS.userAgent) }, 'client error reported');
  return { status: 204, body: null };
});
