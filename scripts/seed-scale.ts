// `npm run seed:scale -- --users N --days D [--org-members M] [--first-index I]`
// Fills the configured database (DATA_DIR's PGlite, or DATABASE_URL) with realistic histories.
import { parseArgs } from 'node:util';
import { env } from '@/env';
import { DataDirLockedError, lockDataDir } from '@/server/http/data-dir-lock';
import { prepareDatabase } from '@/server/http/start-up';
import { seedScale } from '@/server/db/seed-scale';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    days: { type: 'string', default: '365' },
    'org-members': { type: 'string', default: '0' },
    'first-index': { type: 'string', default: '1' },
  },
});

function count(name: string, value: string | undefined, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be a whole number ≥ ${min} (got ${value})`);
    process.exit(2);
  }
  return n;
}

const options = {
  users: count('users', values.users, 1),
  days: count('days', values.days, 1),
  orgMembers: count('org-members', values['org-members'], 0),
  firstIndex: count('first-index', values['first-index'], 1),
};

const started = Date.now();
// The embedded database is held by one process at a time: never while a server has it open.
let lock: ReturnType<typeof lockDataDir> | undefined;
if (!env().databaseUrl) {
  try {
    lock = lockDataDir(env().dataDir);
  } catch (error) {
    console.error(error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  }
}
// The same database steps as the server's start-up: connect, migrate, seed.
const handle = await prepareDatabase(env());
await seedScale(handle.db, options);
await handle.close();
lock?.release();
console.log(`seeded ${options.users} users × ${options.days} days in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind})`);
