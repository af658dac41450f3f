import { statusOf } from '@/features/api/problem';
import { listQueue, removeQueued, updateQueued, type QueuedItem, type Refusal } from '@/lib/offline/queue';

export type QueueSession = { personId: string; token: string };
export type DayEntry = { weight: number; updatedAt: string } | null;

export type SendQueueDeps = {
  /** The session, refreshed first (the access token may have expired offline, SPEC §4); null when signed out. */
  refreshSession: () => Promise<QueueSession | null>;
  /** Sends one item with its idempotency key; rejects with ApiError (an answer) or TypeError (no connection). */
  send: (item: QueuedItem, token: string) => Promise<void>;
  /** The day's entry on the server now, to tell whether it changed elsewhere since the item was queued. */
  dayEntry: (item: QueuedItem & { kind: 'log' }, token: string) => Promise<DayEntry>;
};

export type SendQueueResult = { sent: number; stopped?: 'empty' | 'offline' | 'session' | 'refused' | 'server' };

/** 401 is the session's problem and 429/5xx the server's moment: neither is a refusal of the write itself. */
export function refusalOf(status: number): Refusal | null {
  if (status === 409) return { reason: 'dayTaken', status };
  if (status === 404) return { reason: 'gone', status };
  if (status === 403) return { reason: 'forbidden', status };
  if (status === 400 || status === 413 || status === 422) return { reason: 'invalid', status };
  if (status === 401 || status === 429 || status >= 500) return null;
  return { reason: 'other', status };
}

let running: Promise<SendQueueResult> | undefined;

/**
 * Sends the person's waiting writes in the order they were made, each once. One
 * run at a time in a page; two tabs sending the same item send the same key, which the server
 * answers once. A refused item stops the run: what follows it may depend on it,
 * so it waits for the person's choice.
 */
export function sendQueue(personId: string, deps: SendQueueDeps): Promise<SendQueueResult> {
  running ??= run(personId, deps).finally(() => {
    running = undefined;
  });
  return running;
}

async function run(personId: string, deps: SendQueueDeps): Promise<SendQueueResult> {
  const items = await listQueue(personId);
  if (items.length === 0) return { sent: 0, stopped: 'empty' };
  let session: QueueSession | null;
  try {
    session = await deps.refreshSession();
  } catch {
    return { sent: 0, stopped: 'offline' };
  }
  // Another person signed in on this device never sends these.
  if (!session || session.personId !== personId) return { sent: 0, stopped: 'session' };
  let sent = 0;
  for (const item of items) {
    if (item.refused) return { sent, stopped: 'refused' };
    try {
      if (item.kind === 'log' && !item.confirmed) {
        const now = await deps.dayEntry(item, session.token);
        if (now && now.updatedAt !== item.seen) {
          await updateQueued(item, { refused: { reason: 'dayChanged', weight: now.weight } });
          return { sent, stopped: 'refused' };
        }
      }
      await deps.send(item, session.token);
    } catch (error) {
      const status = statusOf(error);
      if (status !== undefined) {
        const refusal = refusalOf(status);
        if (!refusal) return { sent, stopped: status === 401 ? 'session' : 'server' };
        await updateQueued(item, { refused: refusal });
        return { sent, stopped: 'refused' };
      }
      return { sent, stopped: 'offline' };
    }
    await removeQueued(item.seq);
    sent++;
  }
  return { sent };
}
