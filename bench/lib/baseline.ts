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
        body = await db.query(
          `SELECT id, user_id, account_id, weight, log_date, created_at, updated_at FROM weight_logs WHERE user_id = $1 AND account_id = $2 ORDER BY log_date DESC`,
          [userLogs[1], account?.id],
        );
      } else if (url.pathname === '/api/CommunityProgress') {
        [body] = await db.query('SELECT total_pounds_lost, participants, updated_at FROM community_progress WHERE id = 1');
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
