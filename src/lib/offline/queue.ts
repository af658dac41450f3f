import { inTransaction, QUEUE, request } from './device-store';
import { newIdempotencyKey } from './idempotency-key';

/** A write made without a connection: a weigh-in, or an edit or deletion of an entry. */
export type QueuedAction =
  | {
      kind: 'log';
      input: { weight: number; logDate: string; accountId?: string };
      /** The day's entry the person saw when queuing it (its updatedAt), null when none. */ seen: string | null;
    }
  | { kind: 'update'; id: string; /** The entry's day before the change, for the pending list. */ date: string; input: { weight?: number; logDate?: string } }
  | { kind: 'delete'; id: string; date: string };

/** Why the server (or the check before sending) refused an item; the person chooses what follows. */
export type Refusal = { reason: 'dayChanged'; weight: number } | { reason: 'dayTaken' | 'gone' | 'invalid' | 'forbidden' | 'other'; status: number };

export type QueuedItem = QueuedAction & {
  seq: number;
  personId: string;
  /** The Idempotency-Key sent with it: a resend after a lost answer changes nothing. */
  key: string;
  queuedAt: number;
  refused?: Refusal;
  /** The person chose to replace a day that changed elsewhere. */
  confirmed?: boolean;
};

const store = (tx: IDBTransaction) => tx.objectStore(QUEUE);

/**
 * `sent`: the write was already sent once with this key and no answer came; it is queued under the
 * same key (the server answers a repeat once) and as the person's choice (no "changed elsewhere" check).
 */
export async function enqueue(personId: string, action: QueuedAction, { now = Date.now(), sent }: { now?: number; sent?: string } = {}): Promise<QueuedItem> {
  const item = { ...action, personId, key: sent ?? newIdempotencyKey(), queuedAt: now, ...(sent ? { confirmed: true } : {}) };
  const seq = await inTransaction(QUEUE, 'readwrite', (tx) => request(store(tx).add(item)));
  return { ...item, seq: Number(seq) };
}

/** This person's waiting writes, oldest first; never another person's. */
export async function listQueue(personId: string): Promise<QueuedItem[]> {
  const all = await inTransaction(QUEUE, 'readonly', (tx) => request(store(tx).getAll() as IDBRequest<QueuedItem[]>));
  return all.filter((item) => item.personId === personId).sort((a, b) => a.seq - b.seq);
}

export async function removeQueued(seq: number): Promise<void> {
  await inTransaction(QUEUE, 'readwrite', (tx) => request(store(tx).delete(seq)));
}

/** Changes an item in place (its place in the order stays); a new body gets a new key, since the key names one request. */
export async function updateQueued(
  item: QueuedItem,
  change: Partial<Pick<QueuedItem, 'refused' | 'confirmed'>> & { input?: { weight?: number; logDate?: string; accountId?: string } },
): Promise<QueuedItem> {
  const next = { ...item, ...change, ...(change.input ? { key: newIdempotencyKey() } : {}) } as QueuedItem;
  if (change.refused === undefined && 'refused' in change) delete next.refused;
  await inTransaction(QUEUE, 'readwrite', (tx) => request(store(tx).put(next)));
  return next;
}

/** Sign-out, or another person on this device: the queue and the stored answers of everyone else go. */
export async function forgetAllBut(personId: string | null): Promise<void> {
  await inTransaction([QUEUE, 'snapshots'], 'readwrite', async (tx) => {
    for (const name of [QUEUE, 'snapshots']) {
      const items = await request(tx.objectStore(name).getAll() as IDBRequest<Array<{ personId: string; seq?: number; id?: string }>>);
      for (const item of items) if (item.personId !== personId) tx.objectStore(name).delete((item.seq ?? item.id)!);
    }
  });
}
