import 'server-only';
import * as calls from '@/lib/api/calls/shell';
import { LOGGED_TEXT_LIMITS, capClientError, cutText } from '@/lib/schemas/log-error';
import { logger } from '@/server/logger';
import { limitByIp } from '@/server/rate-limit/rate-limit';
import { route } from '../route';

export const shellRoutes = [
  /**
   * Public: crashes happen to visitors too. The body is bounded (64 KiB) and by the schema; an
   * address may send 20 reports a minute (429 past that), each logged cut to LOGGED_TEXT_LIMITS
   * (docs/decisions/0019).
   */
  route(calls.logClientError, async ({ body, clientIp, userAgent }) => {
    await limitByIp('log-error', clientIp);
    const { error, errorInfo } = capClientError(body);
    logger.error(
      { clientError: error, errorInfo, userAgent: userAgent === undefined ? undefined : cutText(userAgent, LOGGED_TEXT_LIMITS.userAgent) },
      'client error reported',
    );
    return { status: 204, body: null };
  }),
];
