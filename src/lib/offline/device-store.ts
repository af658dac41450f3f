// The device's own store for the offline dashboard: one IndexedDB database with
// the last answers per person (`snapshots`) and the writes waiting for a connection (`queue`).
// Plain IndexedDB with promises: a wrapper library would cost more than these lines.

export const DATABASE = 'cwt-offline';
export const SNAPSHOTS = 'snapshots';
export const QUEUE = 'queue';

let opening: Promise<IDBDatabase> | undefined;

export function openDeviceStore(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(SNAPSHOTS, { keyPath: 'id' });
      db.createObjectStore(QUEUE, { keyPath: 'seq', autoIncrement: true });
    };
    request.onsuccess = () => {
      // Another tab deleting or upgrading the database: let it, and open again next time.
      request.result.onversionchange = () => {
        request.result.close();
        opening = undefined;
      };
      resolve(request.result);
    };
    request.onerror = () => {
      opening = undefined;
      reject(request.error ?? new Error('IndexedDB could not open'));
    };
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Runs `work` in one transaction and resolves with its result once the transaction has committed. */
export async function inTransaction<T>(stores: string | string[], mode: IDBTransactionMode, work: (tx: IDBTransaction) => Promise<T> | T): Promise<T> {
  const db = await openDeviceStore();
  const tx = db.transaction(stores, mode);
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
  const result = await work(tx);
  await committed;
  return result;
}

export const request = done;
