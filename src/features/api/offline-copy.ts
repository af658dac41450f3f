'use client';

import type { QueryKey } from '@tanstack/react-query';
import { markLive, markStoredCopy } from './offline-status';

/**
 * A dashboard query's answer, kept on the device per person (IndexedDB, src/lib/offline/snapshots.ts) so that
 * the dashboard opens offline with the last known data, and said to be a stored copy when shown
 *. Only a network failure (fetch's TypeError: no answer at all) falls back to the
 * copy; an answer from the server, even an error, is the server's. The storage code loads after
 * the first answer, not with the page.
 */
export async function withOfflineCopy<T>(personId: string | undefined, key: QueryKey, fetcher: () => Promise<T>): Promise<T> {
  const name = JSON.stringify(key);
  try {
    const data = await fetcher();
    markLive(name);
    if (personId) void import('@/lib/offline/device-data').then(({ saveSnapshot }) => saveSnapshot(personId, name, data)).catch(() => undefined);
    return data;
  } catch (error) {
    if (!(error instanceof TypeError) || !personId) throw error;
    const { readSnapshot } = await import('@/lib/offline/device-data');
    const copy = await readSnapshot<T>(personId, name).catch(() => undefined);
    if (!copy) throw error;
    markStoredCopy(name, copy.savedAt);
    return copy.data;
  }
}
