import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { BackupRefusedError, writeAtomically } from './backup-file';

/**
 * A backup of the embedded database while its server runs, made by that server: only the process
 * holding the data directory may touch PGlite's files. `npm run backup` leaves a request file in
 * DATA_DIR and sends the server SIGUSR2; the server dumps its own PGlite (`dumpDataDir`, which runs
 * exclusively of queries, so the files it reads are still: a crash-consistent image that
 * PostgreSQL's recovery opens as of the last committed transaction), writes the backup file and
 * answers in a response file. The server announces that it answers (READY_FILE, with its pid), so
 * the command never signals a process that would not expect it.
 */
const READY_FILE = 'online-backup.ready';
const REQUEST_PREFIX = 'backup-request-';
const RESPONSE_PREFIX = 'backup-response-';
/** How long the command waits for the server's answer: a dump of a large database takes a while. */
const ANSWER_TIMEOUT_MS = 10 * 60_000;

type Request = { id: string; file: string };
type Response = { ok: true; bytes: number } | { ok: false; error: string };

/** In the server: answers backup requests with `dump` (its PGlite's dumpDataDir). */
export function answerBackupRequests(dataDir: string, dump: () => Promise<Blob>, log: (error: unknown) => void): void {
  const ready = path.join(dataDir, READY_FILE);
  writeFileSync(ready, String(process.pid), { mode: 0o600 });
  process.on('exit', () => {
    if (existsSync(ready) && readFileSync(ready, 'utf8') === String(process.pid)) rmSync(ready, { force: true });
  });
  let queue = Promise.resolve();
  process.on('SIGUSR2', () => {
    queue = queue.then(() => answerPending(dataDir, dump)).catch(log);
  });
}

async function answerPending(dataDir: string, dump: () => Promise<Blob>): Promise<void> {
  for (const name of readdirSync(dataDir).filter((entry) => entry.startsWith(REQUEST_PREFIX) && entry.endsWith('.json'))) {
    const requestFile = path.join(dataDir, name);
    const request = JSON.parse(readFileSync(requestFile, 'utf8')) as Request;
    rmSync(requestFile, { force: true });
    let response: Response;
    try {
      const bytes = Buffer.from(await (await dump()).arrayBuffer());
      response = { ok: true, bytes: await writeAtomically(request.file, async (temporary) => writeFileSync(temporary, bytes)) };
    } catch (error) {
      response = { ok: false, error: (error as Error).message };
    }
    // Written beside and renamed: the command never reads half an answer.
    const responseFile = path.join(dataDir, `${RESPONSE_PREFIX}${request.id}.json`);
    writeFileSync(`${responseFile}.partial`, JSON.stringify(response), { mode: 0o600 });
    renameSync(`${responseFile}.partial`, responseFile);
  }
}

/** In `npm run backup`: asks the running server `pid` for a backup into `file`; refuses when that server does not answer requests. */
export async function requestOnlineBackup(dataDir: string, pid: number, file: string): Promise<number> {
  const ready = path.join(dataDir, READY_FILE);
  if (!existsSync(ready) || readFileSync(ready, 'utf8').trim() !== String(pid))
    throw new BackupRefusedError(
      `The embedded database in ${dataDir} is in use by a running server (pid ${pid}) that does not make backups itself. ` +
        'Stop the server first, then back up.',
    );
  const id = randomUUID();
  const request: Request = { id, file };
  writeFileSync(path.join(dataDir, `${REQUEST_PREFIX}${id}.json`), JSON.stringify(request), { mode: 0o600 });
  process.kill(pid, 'SIGUSR2');
  const responseFile = path.join(dataDir, `${RESPONSE_PREFIX}${id}.json`);
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  while (!existsSync(responseFile)) {
    if (Date.now() > deadline) {
      rmSync(path.join(dataDir, `${REQUEST_PREFIX}${id}.json`), { force: true });
      throw new Error(`the server (pid ${pid}) did not answer within ${ANSWER_TIMEOUT_MS / 60_000} minutes`);
    }
    await delay(100);
  }
  const response = JSON.parse(readFileSync(responseFile, 'utf8')) as Response;
  rmSync(responseFile, { force: true });
  if (!response.ok) throw new Error(`the server (pid ${pid}) could not write it: ${response.error}`);
  return response.bytes;
}
