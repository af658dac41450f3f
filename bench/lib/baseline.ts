import { createServer, type Server } from 'node:http';
import type { BenchDatabase } from './database';

/**
 * The floor to compare with: a bare node:http server running the same SQL as the app for two
 * calls, with no framework, no authentication and no validation.
 */
export function startBaseline(db: BenchDatabase, port: number): Promise<Server> {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const userLogs = url.pathname.match(/^\/api\/WeightLog\/user\/([0-9a-f-]{36})$/);
      let body: unknown;
      if (userLogs) {
        const [account] = await db.query<{ id: string }>(
          `SELECT a.id FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id WHERE ua.user_id = $1 AND a.type = 'personal' LIMIT 1`,
          [userLogs[1]],
        );
        // The app's query (src/server/weights/list-user-weight-logs.ts): PostgreSQL writes the JSON.
        const [row] = await db.query<{ body: string }>(
          `SELECT coalesce(json_agg(json_build_object(
             'id', id, 'userId', user_id, 'accountId', account_id, 'weight', weight, 'logDate', log_date,
             'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'updatedAt', to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
           ) ORDER BY log_date DESC), '[]')::text AS body
           FROM weight_logs WHERE user_id = $1 AND account_id = $2`,
          [userLogs[1], account?.id],
        );
        res.writeHead(200, { 'content-type': 'application/json' }).end(row?.body ?? '[]');
        return;
      } else if (url.pathname === '/api/CommunityProgress') {
        [body] = await db.query(
          'SELECT sum(total_pounds_lost) AS total_pounds_lost, sum(participants) AS participants, max(updated_at) AS updated_at FROM community_progress',
        );
      } else {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
