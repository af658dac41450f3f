'use client';

import { useSyncExternalStore } from 'react';

// Which dashboard answers are stored copies rather than the server's, and from when: the page
// says so (src/features/offline/offline-notice.tsx) whenever it shows one. Module state, in the
// page's first load: a few lines.
const copies = new Map<string, number>();
const listeners = new Set<() => void>();
let oldest: number | null = null;

function changed() {
  oldest = copies.size ? Math.min(...copies.values()) : null;
  for (const listener of listeners) listener();
}

/** A query answered from its stored copy, saved at `savedAt` (ms since the epoch). */
export function markStoredCopy(key: string, savedAt: number): void {
  if (copies.get(key) === savedAt) return;
  copies.set(key, savedAt);
  changed();
}

/** A query answered by the server again. */
export function markLive(key: string): void {
  if (copies.delete(key)) changed();
}

/** The queries (JSON of their keys) now showing stored copies: refetched when the connection is back. */
export function isStoredCopy(key: string): boolean {
  return copies.has(key);
}

export function hasStoredCopies(): boolean {
  return copies.size > 0;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the oldest stored copy on show was saved, or null when everything shown is live. */
export function useStoredCopySince(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => oldest,
    () => null,
  );
}
