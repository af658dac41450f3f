// The floor (bench/lib/baseline.ts) as a process of its own, as the app is: its work then never
// stalls the load generator's event loop in the bench's process. Started by bench/lib/floor-process.ts.
import { startBaseline } from './lib/baseline';
import { openDatabase } from './lib/database';

const [port, databaseUrl] = [Number(process.argv[2]), process.env.DATABASE_URL];
if (!databaseUrl || !Number.isInteger(port)) throw new Error('usage: DATABASE_URL=… floor-server.ts <port>');
const db = await openDatabase({ databaseUrl, dataDir: '' });
const server = await startBaseline(db, port);
process.send?.('ready');
// The bench ends the floor by disconnecting (or by exiting itself).
process.on('disconnect', () => {
  server.close();
  void db.close().finally(() => process.exit(0));
});
