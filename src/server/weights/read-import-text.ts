import 'server-only';
import type { ResourceLimits } from 'node:worker_threads';
import { readImportFile } from '@/lib/import/parse-import-file';
import type { ImportOptions, ImportReading } from '@/lib/import/read-import-file';
import { AppError } from '@/server/errors';
import { startWorker } from '@/server/threads/start-worker';

export type ReadThreadData = { text: string; options: ImportOptions };

export type ReaderLimits = {
  /** Files shorter than this (UTF-16 code units) are read on the calling thread. */
  inlineBelow: number;
  /** Read threads running at once in this process; more files wait for one to end. */
  threads: number;
  /** Files waiting for a thread; beyond, 503. */
  waiting: number;
  /** The longest a file waits for a thread (503) and, apart, the longest a thread reads one (413). */
  waitMs: number;
  readMs: number;
  resourceLimits: ResourceLimits;
};

/**
 * Measured on a 2 MiB, 40,000-line file (the limits): about 0.5 s of one core and 40 MB of heap.
 * A file of 64 KiB (about 4,000 lines) takes about 50 ms: below that a thread costs more than it
 * saves. Two threads: the machines this runs on have two cores, and the API's event loop keeps
 * its own.
 */
export const READER_LIMITS: ReaderLimits = {
  inlineBelow: 64 * 1024,
  threads: 2,
  waiting: 8,
  waitMs: 10_000,
  readMs: 10_000,
  resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
};

const THREAD_FILES = { bundled: 'import-read-thread.mjs', source: new URL('./import-read-thread-main.ts', import.meta.url) };

/** Reads one file in a thread of its own, ended when it answers, fails or takes longer than `readMs`. */
function readInThread(data: ReadThreadData, limits: ReaderLimits): Promise<ImportReading | null> {
  return new Promise((resolve, reject) => {
    const thread = startWorker(THREAD_FILES, { workerData: data, resourceLimits: limits.resourceLimits });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void thread.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(new AppError('payload_too_large', 'The file takes too long to read: split it into smaller files'))),
      limits.readMs,
    );
    thread.once('message', (reading: ImportReading | null) => settle(() => resolve(reading)));
    thread.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new AppError('payload_too_large', 'The file needs too much memory to read: split it into smaller files')
            : error,
        ),
      ),
    );
    thread.once('exit', (code) => settle(() => reject(new Error(`the import read thread stopped without an answer (exit code ${code})`))));
  });
}

/**
 * Reads an import file (readImportFile) without holding the API's event loop: a large one in a
 * worker thread with a heap limit and a time limit, at most `threads` at once. The caller has
 * checked the file's size and line count first, so every file here is within the limits.
 */
export function importReader(limits: ReaderLimits) {
  let running = 0;
  const queue: (() => void)[] = [];

  const slot = (): Promise<void> => {
    if (running < limits.threads) {
      running++;
      return Promise.resolve();
    }
    if (queue.length >= limits.waiting) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(take), 1);
        reject(busy());
      }, limits.waitMs);
      queue.push(take);
    });
  };
  // A slot ends by passing itself to the next file waiting, if any.
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };

  return async (text: string, options: ImportOptions): Promise<ImportReading | null> => {
    if (text.length < limits.inlineBelow) return readImportFile(text, options);
    await slot();
    try {
      return await readInThread({ text, options }, limits);
    } finally {
      release();
    }
  };
}

const busy = () => new AppError('unavailable', 'The server is reading other files: try again shortly');

export const readImportText = importReader(READER_LIMITS);
