import { inTransaction, request, SNAPSHOTS } from './device-store';

type Snapshot = { id: string; personId: string; data: unknown; savedAt: number };

const idOf = (personId: string, name: string) => `${personId}\n${name}`;

export async function saveSnapshot(personId: string, name: string, data: unknown, savedAt = Date.now()): Promise<void> {
  await inTransaction(SNAPSHOTS, 'readwrite', (tx) => request(tx.objectStore(SNAPSHOTS).put({ id: idOf(personId, name), personId, data, savedAt } satisfies Snapshot)));
}

/** This person's last answer to the query `name`, never another person's. */
export async function readSnapshot<T>(personId: string, name: string): Promise<{ data: T; savedAt: number } | undefined> {
  const found = await inTransaction(SNAPSHOTS, 'readonly', (tx) => request(tx.objectStore(SNAPSHOTS).get(idOf(personId, name)) as IDBRequest<Snapshot | undefined>));
  return found && found.personId === personId ? { data: found.data as T, savedAt: found.savedAt } : undefined;
}
