// The reminder send thread, bundled beside the server as reminder-send-thread.mjs
// (scripts/build-server.mjs) and started by send-thread.ts. It does all of a reminder's sending on
// its own event loop: the delivery's transaction on a pool of its own, the mail's text and HTML,
// MIME and the SMTP conversation. The main thread keeps pg-boss and only passes jobs in.
import { parentPort, workerData } from 'node:worker_threads';
import { env } from '@/env';
import { startReminderMailer } from '@/server/mail/reminder-mails';
import { metricsEnabled } from '@/server/metrics/active';
import { setMetricSink } from '@/server/metrics/events';
import { sendingPool } from './send-pool';
import { sendReminder } from './send-reminder';
import type { SendReply, SendRequest, SendThreadCount, SendThreadData } from './send-thread-protocol';

const { databaseUrl } = workerData as SendThreadData;
const sending = sendingPool(databaseUrl);
const mailer = startReminderMailer();
const port = parentPort!;
// The metrics live in the main thread: what this thread counts (its mails) is posted there.
if (metricsEnabled(env().metrics)) setMetricSink((event) => port.postMessage({ type: 'count', event } satisfies SendThreadCount));

port.on('message', (request: SendRequest) => {
  if (request.type === 'close') {
    // Pooled SMTP connections say QUIT and the database pool ends; the thread then has nothing left.
    void Promise.allSettled([mailer.close(), sending.close()]).then(() => port.close());
    return;
  }
  sendReminder(sending.db, request.job, mailer).then(
    () => port.postMessage({ id: request.id, ok: true } satisfies SendReply),
    (error: unknown) => {
      const failure = error as { message?: unknown; responseCode?: unknown; code?: unknown } | null;
      port.postMessage({
        id: request.id,
        ok: false,
        error: {
          message: String(failure?.message ?? error),
          ...(typeof failure?.responseCode === 'number' ? { responseCode: failure.responseCode } : {}),
          ...(typeof failure?.code === 'string' ? { code: failure.code } : {}),
        },
      } satisfies SendReply);
    },
  );
});
