// The start shared by `npm run backup` and `npm run restore`: one file argument, and the server's
// own settings (run the command with the server's environment).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { env } from '@/env';

export function readDatabaseFileCommand(usage: string): { file: string; databaseUrl: string | undefined; dataDir: string } {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error(usage);
    process.exit(2);
  }
  try {
    const { databaseUrl, dataDir } = env();
    return { file: path.resolve(positionals[0]!), databaseUrl, dataDir };
  } catch (error) {
    console.error(`The settings are invalid: ${(error as Error).message}`);
    process.exit(1);
  }
}
