export const dynamic = 'force-dynamic';

import { checkHealth } from '@/server/http/health';

/**
 * The server in front of Next answers /api/health itself (src/server/http/start.ts); this route
 * gives the same answer should a request reach Next some other way.
 */
export async function GET() {
  const answer = await checkHealth();
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
