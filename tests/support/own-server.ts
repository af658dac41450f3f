import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer, waitForHealth, type SpawnedServer } from './server';
import { freePort } from './free-port';

export { freePort };

export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'cwt-own-'));

export type OwnServer = SpawnedServer & {
  /** The server process's own pid (the wrapper's one child). */
  pid: number;
  /** SIGTERM, then waits for the exit code. */
  stop: () => Promise<number | null>;
};

function childPid(wrapperPid: number): number | undefined {
  try {
    const first = readFileSync(`/proc/${wrapperPid}/task/${wrapperPid}/children`, 'utf8').trim().split(/\s+/)[0];
    return first ? Number(first) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts a server of a test's own and waits until /api/health answers 200; throws with the
 * server's output if it exits first.
 */
export async function startOwnServer(options: Parameters<typeof spawnServer>[0]): Promise<OwnServer> {
  const spawned = spawnServer(options);
  await waitForHealth(spawned.url, spawned.child, { timeoutMs: 120_000, output: spawned.output });
  const pid = childPid(spawned.child.pid!);
  if (!pid) throw new Error('the server process was not found');
  return {
    ...spawned,
    pid,
    stop: async () => {
      if (spawned.child.exitCode === null) spawned.child.kill('SIGTERM');
      return spawned.exited;
    },
  };
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });
