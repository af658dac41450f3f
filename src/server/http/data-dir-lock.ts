import 'server-only';
import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process at a time holds the embedded database's directory (finding 1;
 * docs/decisions/0015-one-server-in-front-of-next.md).
 *
 * The lock is `DATA_DIR/server.lock`, created atomically (a complete file hard-linked into place:
 * the link fails when one exists) and holding the holder's pid, the kernel's start time of that
 * pid and the boot id. A lock is stale, and taken over, when its pid is not running, is a zombie
 * or on its way out (killed, exiting), or runs but started at another time or boot (a reused pid:
 * not our server).
 */
export const LOCK_FILE = 'server.lock';

type Holder = { pid: number; startTime: string | null; bootId: string | null; startedAt: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server process (pid ${holderPid}). ` +
        'The embedded database can only be opened by one process at a time: stop that process first, ' +
        'or set DATABASE_URL to a PostgreSQL database to run several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** The fields of /proc/<pid>/stat after the command name, from field 3 (the state) on (Linux). */
function statFields(pid: number): string[] | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may hold spaces: count from the last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
const startTimeOf = (pid: number): string | null => statFields(pid)?.[19] ?? null;

/** The kernel's PF_EXITING flag (field 9 of /proc/<pid>/stat): the process has begun to exit. */
const PF_EXITING = 0x4;
/** SIGKILL's bit in the pending-signal masks of /proc/<pid>/status. */
const SIGKILL_BIT = 1n << 8n;

/**
 * A process that can no longer touch the database: a zombie (Z) or dead (X) one whose parent has
 * not collected it yet, one already exiting, or one with a SIGKILL on its way. After `kill -9`
 * the pid stays in the process table for a while (until its parent waits for it); a start made
 * meanwhile must not be refused for it.
 */
function isDying(pid: number): boolean {
  const fields = statFields(pid);
  if (!fields) return false;
  if (fields[0] === 'Z' || fields[0] === 'X' || (Number(fields[6]) & PF_EXITING) !== 0) return true;
  const status = readOrNull(`/proc/${pid}/status`) ?? '';
  return [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)].some((match) => (BigInt(`0x${match[1]}`) & SIGKILL_BIT) !== 0n);
}

const bootId = () => readOrNull('/proc/sys/kernel/random/boot_id');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the holder written in the lock is this very process, still running. */
function isAlive(holder: Holder): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !isRunning(holder.pid) || isDying(holder.pid)) return false;
  if (holder.bootId && bootId() && holder.bootId !== bootId()) return false;
  const startTime = startTimeOf(holder.pid);
  // Where /proc is missing (not Linux) the pid alone decides.
  return !holder.startTime || !startTime || holder.startTime === startTime;
}

function parseHolder(text: string | null): Holder | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Holder;
  } catch {
    return null;
  }
}

export type DataDirLock = { file: string; release: () => void };

/** Takes the lock or throws DataDirLockedError naming the holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, startTime: startTimeOf(process.pid), bootId: bootId(), startedAt: new Date().toISOString() };
  const mine = JSON.stringify(me);
  const staging = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(staging, mine, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(staging, file);
        return { file, release: () => release(file, mine) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const seen = readOrNull(file);
      const holder = parseHolder(seen);
      // A lock being written right now (empty) or by a live holder: not ours to take.
      if (holder && isAlive(holder)) throw new DataDirLockedError(dataDir, holder.pid);
      if (seen === null) continue; // released meanwhile: try again
      // Stale: move it aside (atomic; only one of several starters can move a given file) and
      // make sure what was moved is the stale lock that was judged, not a fresh one.
      const aside = `${file}.stale.${randomUUID()}`;
      try {
        renameSync(file, aside);
      } catch {
        continue;
      }
      const moved = readOrNull(aside);
      if (moved !== seen) {
        // Another starter took over in between: put its lock back and report it.
        try {
          linkSync(aside, file);
        } catch {
          // it re-took the lock itself
        }
        unlinkSync(aside);
        const winner = parseHolder(moved);
        throw new DataDirLockedError(dataDir, winner?.pid ?? 0);
      }
      unlinkSync(aside);
    }
    throw new Error(`Could not take the lock ${file}: it keeps changing`);
  } finally {
    try {
      unlinkSync(staging);
    } catch {
      // already gone
    }
  }
}

function release(file: string, mine: string): void {
  // Only our own lock: never one a later holder took over.
  if (readOrNull(file) !== mine) return;
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
