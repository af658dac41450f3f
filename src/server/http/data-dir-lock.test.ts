import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cwt-lock-'));
  dirs.push(dir);
  return dir;
};
let parent: ChildProcess | undefined;
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  parent?.kill('SIGKILL');
  parent = undefined;
});

describe('finding 1: the data directory lock', () => {
  it('is held once; a second taker is refused with the holder pid; released, it can be taken again', () => {
    const dir = newDir();
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`(pid ${process.pid})`);
    lock.release();
    lockDataDir(dir).release();
  });

  it('takes over a lock whose holder is gone or unreadable', () => {
    const dir = newDir();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 2 ** 22 + 12345, startTime: '1', bootId: null, startedAt: '' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    writeFileSync(path.join(dir, LOCK_FILE), 'not json');
    lockDataDir(dir).release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over at once the lock of a holder killed with SIGKILL (dying, then a zombie its parent has not collected)',
    async () => {
      const dir = newDir();
      // The shell starts the holder, then becomes a `sleep` that never waits for it: once killed,
      // the holder stays a zombie, its pid in the process table, as long as that parent lives.
      parent = spawn('sh', ['-c', 'sleep 600 & echo $!; exec sleep 600'], { stdio: ['ignore', 'pipe', 'ignore'] });
      const holder = Number(await new Promise<string>((resolve) => parent!.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))));
      const startTime = readFileSync(`/proc/${holder}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
      const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: holder, startTime, bootId, startedAt: '' }));
      expect(() => lockDataDir(dir)).toThrow(`(pid ${holder})`);

      // No waiting: whether the kill is still pending, the holder exiting or already a zombie, its pid is there.
      process.kill(holder, 'SIGKILL');
      const lock = lockDataDir(dir);
      expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
      lock.release();
    },
  );

  it('release leaves a lock that someone else took over alone', () => {
    const dir = newDir();
    const lock = lockDataDir(dir);
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 1, startTime: null, bootId: null, startedAt: '' }));
    lock.release();
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: 1 });
  });
});
