import { inTransaction, request, SNAPSHOTS } from './device-store';
import { mayShowOffline, sessionMarkIn } from './session-mark';

/** One stored answer, with the person it belongs to and the end time of the session that wrote it. */
type Snapshot = { id: string; personId: string; data: unknown; savedAt: number; sessionEndsAt: number };

const idOf = (personId: string, name: string) => `${personId}\n${name}`;

/** This browser's session mark (./session-mark.ts); none outside a page. */
const currentMark = () => sessionMarkIn(typeof document === 'undefined' ? '' : document.cookie);

/** Kept only under a session of this person: an answer with no session to tie it to is not stored. */
export async function saveSnapshot(personId: string, name: string, data: unknown, savedAt = Date.now()): Promise<void> {
  const mark = currentMark();
  if (!mark || mark.personId !== personId) return;
  await inTransaction(SNAPSHOTS, 'readwrite', (tx) =>
    request(tx.objectStore(SNAPSHOTS).put({ id: idOf(personId, name), personId, data, savedAt, sessionEndsAt: mark.endsAt } satisfies Snapshot)),
  );
}

/**
 * This person's last answer to the query `name`, never another person's, and only while this
 * browser's session is theirs and has not ended; one that may no longer be shown is deleted.
 */
export async function readSnapshot<T>(personId: string, name: string, now = Date.now()): Promise<{ data: T; savedAt: number } | undefined> {
  const found = await inTransaction(SNAPSHOTS, 'readonly', (tx) =>
    request(tx.objectStore(SNAPSHOTS).get(idOf(personId, name)) as IDBRequest<Snapshot | undefined>),
  );
  if (!found) return undefined;
  if (found.personId === personId && mayShowOffline(currentMark(), personId, found.sessionEndsAt, now))
    return { data: found.data as T, savedAt: found.savedAt };
  await inTransaction(SNAPSHOTS, 'readwrite', (tx) => request(tx.objectStore(SNAPSHOTS).delete(found.id)));
  return undefined;
}

/** Every stored answer: the session they were kept under has ended (the queue of unsent writes stays). */
export async function forgetSnapshots(): Promise<void> {
  await inTransaction(SNAPSHOTS, 'readwrite', (tx) => request(tx.objectStore(SNAPSHOTS).clear()));
}
