import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const TEST_SECRETS = {
  NEXTAUTH_SECRET: 'test-nextauth-secret-0123456789abcdefghijkl',
  ACCESS_TOKEN_SECRET: 'test-access-token-secret-0123456789abcdefgh',
};

export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void>; serverPid: () => number | undefined };

/** True once the server answers `/api/health` with 200; false while it is not listening yet. */
async function answersHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/**
 * Until the server answers `/api/health` with 200 (asking is how a client learns a server is up);
 * throws at once, with `output()`, if its process exits first. It uses no vitest API because the
 * API suite's global setup and the benches start servers outside a test worker, where vitest's
 * waits do not run; tests wait with `vi.waitFor` and `expect.poll`.
 */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  { timeoutMs, output = () => '' }: { timeoutMs: number; output?: () => string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answersHealthy(url))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server at ${url} exited with ${child.exitCode ?? child.signalCode}:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`the server at ${url} did not answer /api/health within ${timeoutMs} ms`);
    await delay(200);
  }
}

/** Ends a process with SIGTERM and waits until it has exited; a process that already ended is left as it is. */
export async function endProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export type SpawnedServer = {
  url: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code once the server process has ended. */
  exited: Promise<number | null>;
};

/**
 * Spawns the built app's server (through the wrapper that stops it with the test run) and keeps
 * its output; it does not wait for anything. The wrapper's one child is the server itself.
 */
export function spawnServer({
  port,
  dataDir,
  databaseUrl,
  env = {},
  inheritOutput = false,
}: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Print the server's output with the test run's instead of keeping it for `output()`. */
  inheritOutput?: boolean;
}): SpawnedServer {
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'tests/support/serve-while-parent-lives.mjs'), String(port)], {
    cwd: root,
    stdio: inheritOutput ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...TEST_SECRETS,
      TEST_PARENT_PID: String(process.pid),
      DATA_DIR: dataDir,
      NEXTAUTH_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO_DATA: 'true',
      // The tests make the figures they read: the demo residents would move them.
      SEED_DEMO_RESIDENTS: 'false',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url, child, output: () => output, exited };
}

/** Starts the built app on loopback with its own data directory (or the given PostgreSQL). */
export async function startServer({
  port,
  databaseUrl,
  dataDir: keptDataDir,
  env = {},
}: {
  port: number;
  databaseUrl?: string;
  /** A data directory to use and keep (benchmarks); a fresh temporary one otherwise. */
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const dataDir = keptDataDir ?? mkdtempSync(path.join(tmpdir(), 'cwt-test-'));
  const { url, child } = spawnServer({ port, dataDir, databaseUrl, env, inheritOutput: true });
  await waitForHealth(url, child, { timeoutMs: 90_000 });
  return {
    url,
    dataDir,
    stop: async () => {
      await endProcess(child);
      if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    // The wrapper's one child is the Next.js server itself.
    serverPid: () => {
      try {
        const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/);
        return children[0] ? Number(children[0]) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
