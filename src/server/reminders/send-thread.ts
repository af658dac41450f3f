import 'server-only';
import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { logger } from '@/server/logger';
import { countEvent } from '@/server/metrics/events';
import { startWorker } from '@/server/threads/start-worker';
import type { SendJob } from './find-due';
import type { SendFailure, SendRequest, SendThreadData, SendThreadMessage } from './send-thread-protocol';

export type SendThread = { send: (job: SendJob) => Promise<void>; close: () => Promise<void> };

/** How long a closing thread gets to finish (QUIT on SMTP, end its pool) before it is terminated. */
const CLOSE_TIMEOUT_MS = 10_000;

/** The thread's code: bundled beside the server, or the TypeScript file run from the sources. */
const THREAD_FILES = { bundled: 'reminder-send-thread.mjs', source: new URL('./send-thread-main.ts', import.meta.url) };

/** The error as the thread saw it, `responseCode` and `code` kept. */
function failureError(failure: SendFailure): Error {
  return Object.assign(
    new Error(failure.message),
    failure.responseCode === undefined ? {} : { responseCode: failure.responseCode },
    failure.code === undefined ? {} : { code: failure.code },
  );
}

/**
 * Sends reminders from a worker thread: this thread posts each send job and awaits
 * `{ok}` or the error, which fails the job into pg-boss's retry as before. Everything per mail —
 * the delivery's transaction, the text and HTML, MIME, SMTP — runs on the thread's event loop, so
 * 400 mails a second do not delay the API. The thread holds the process open only while a job is
 * in flight; if it dies, its jobs in flight fail (their transactions die with its connections and
 * roll back: retried) and the next job starts a new one.
 */
export function startSendThread(databaseUrl: string): SendThread {
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let thread: Worker | undefined;
  let nextId = 0;
  let closed = false;

  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  const spawn = (): Worker => {
    const started = startWorker(THREAD_FILES, { workerData: { databaseUrl } satisfies SendThreadData });
    started.unref();
    started.on('message', (reply: SendThreadMessage) => {
      if ('type' in reply) {
        countEvent(reply.event);
        return;
      }
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      if (reply.ok) waiter?.resolve();
      else waiter?.reject(failureError(reply.error));
    });
    started.on('error', (error: Error) => {
      logger.warn({ reason: error.message }, 'the reminder send thread failed');
      failAll(error);
    });
    started.on('exit', (code) => {
      if (thread === started) thread = undefined;
      failAll(new Error(`the reminder send thread stopped (exit code ${code})`));
    });
    return started;
  };

  return {
    send: (job) => {
      if (closed) return Promise.reject(new Error('the reminder send thread is closed'));
      thread ??= spawn();
      const current = thread;
      const id = ++nextId;
      // Referenced only while a job is in flight: an idle thread never keeps the process alive.
      if (pending.size === 0) current.ref();
      const done = new Promise<void>((resolve, reject) => pending.set(id, { resolve, reject }));
      current.postMessage({ type: 'send', id, job } satisfies SendRequest);
      return done;
    },
    close: async () => {
      closed = true;
      const current = thread;
      if (!current) return;
      const exited = once(current, 'exit');
      current.postMessage({ type: 'close' } satisfies SendRequest);
      const timer = setTimeout(() => void current.terminate(), CLOSE_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
