import { spawn } from 'node:child_process';
import path from 'node:path';
import { signInCookies } from './cookie-sign-in';
import { root } from './migration-fixtures';
import { TEST_SECRETS } from './server';

/** What the operations tests need: the operator's commands run as processes, and a signed-in demo member. */
export type CommandResult = { code: number | null; stdout: string; stderr: string };

/** Runs `npm run <script> -- <args>` as the operator would (through tsx, as package.json does), with the given database settings. */
export function runCommand(script: 'backup' | 'restore', args: string[], settings: { dataDir: string; databaseUrl?: string }): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--conditions=react-server', '--tsconfig', 'tsconfig.json', `scripts/${script}.ts`, ...args],
      {
        cwd: root,
        env: { ...process.env, ...TEST_SECRETS, DATA_DIR: settings.dataDir, DATABASE_URL: settings.databaseUrl ?? '', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export const DEMO_MEMBER = { email: 'member@demo.example.org', password: 'DemoMember2026' };

/** Signs the demo member in through next-auth and returns the bearer token and user id. */
export async function signInMember(base: string): Promise<{ token: string; userId: string }> {
  const cookie = await signInCookies(base, DEMO_MEMBER.email, DEMO_MEMBER.password);
  const session = (await (await fetch(`${base}/api/auth/session`, { headers: { cookie } })).json()) as { accessToken: string; user: { id: string } };
  return { token: session.accessToken, userId: session.user.id };
}

export async function logWeight(base: string, token: string, weight: number, logDate: string): Promise<number> {
  const response = await fetch(`${base}/api/WeightLog/log-weight`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ weight, logDate }),
  });
  await response.arrayBuffer();
  return response.status;
}

export async function weightHistory(base: string, token: string, userId: string): Promise<Array<{ logDate: string; weight: number }>> {
  const response = await fetch(`${base}/api/WeightLog/user/${userId}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`the history answered ${response.status}`);
  return (await response.json()) as Array<{ logDate: string; weight: number }>;
}

/** A future migration's record: what a newer release leaves in a database. */
export const FUTURE_MIGRATION_SQL = `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-a-newer-release', 4102444800000)`;
export const FORGET_FUTURE_MIGRATION_SQL = `DELETE FROM drizzle.__drizzle_migrations WHERE hash = 'from-a-newer-release'`;
