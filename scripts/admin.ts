// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: the coalition's Admin
// (SPEC §6, docs/decisions/0039), on the configured database (DATA_DIR's PGlite, or DATABASE_URL).
import { parseArgs } from 'node:util';
import { setCoalitionAdmin } from '@/server/users/coalition-admin';
import { openCommandDatabase } from './command-database';

const USAGE = 'usage: npm run admin -- grant <email> | revoke <email>';
const { positionals } = parseArgs({ allowPositionals: true });
const [action, email] = positionals;
if ((action !== 'grant' && action !== 'revoke') || !email || positionals.length !== 2) {
  console.error(USAGE);
  process.exit(2);
}

// The embedded database is held by one process at a time: stop the server first.
const database = await openCommandDatabase();
const result = await setCoalitionAdmin(database.db, email, action === 'grant');
await database.close();

const messages = {
  changed: action === 'grant' ? `${email} is now the coalition's Admin` : `${email} is no longer the coalition's Admin`,
  unchanged: action === 'grant' ? `${email} already was the coalition's Admin` : `${email} was not the coalition's Admin`,
  no_such_user: `No user with the email ${email}: they must register first`,
};
console.log(messages[result]);
process.exit(result === 'no_such_user' ? 1 : 0);
