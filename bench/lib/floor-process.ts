import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'floor-server.ts');

/** Starts the floor on PostgreSQL in a child process (the bench's own loader, so TypeScript runs) and resolves once it listens. */
export function startFloorProcess(databaseUrl: string, port: number): Promise<{ url: string; stop: () => void }> {
  const child = fork(script, [String(port)], { env: { ...process.env, DATABASE_URL: databaseUrl }, execArgv: process.execArgv, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the floor exited with ${code} before listening`)));
    child.once('message', () => resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.disconnect() }));
  });
}
