// `npm run seed:scale -- --users N --days D [--org-members M] [--first-index I]`
// Fills the configured database (DATA_DIR's PGlite, or DATABASE_URL) with realistic histories.
import { parseArgs } from 'node:util';
import { seedScale } from '@/server/db/seed-scale';
import { openCommandDatabase } from './command-database';

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
const database = await openCommandDatabase();
await seedScale(database.db, options);
await database.close();
console.log(`seeded ${options.users} users × ${options.days} days in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind})`);
