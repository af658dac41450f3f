'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { refreshAfterLogChange } from '@/features/api/weight-logs';
import { useNotifications } from '@/features/notifications/notifications';
import { useApiSession } from '@/features/api/use-api-session';
import { refreshSessionNow } from '@/features/auth/session';
import { hasStoredCopies, isStoredCopy } from '@/features/api/offline-status';
export { newIdempotencyKey } from '@/lib/offline/idempotency-key';
import type { QueuedAction, QueuedItem } from '@/lib/offline/queue';

type OfflineWrites = {
  /** This person's writes waiting for the connection, oldest first. */
  pending: QueuedItem[];
  /** Keeps a write on the device to send later. */
  queue: (action: QueuedAction, options?: { sent?: string }) => Promise<void>;
  discard: (item: QueuedItem) => Promise<void>;
  /** Sends a weigh-in the person chose to keep over a weight entered elsewhere. */
  confirm: (item: QueuedItem) => Promise<void>;
};

const OfflineWritesContext = createContext<OfflineWrites | null>(null);

// The pending list as read from IndexedDB last: an outside store the page subscribes to.
const NONE: QueuedItem[] = [];
let pendingItems = NONE;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function showPending(items: QueuedItem[]) {
  pendingItems = items.length ? items : NONE;
  for (const listener of listeners) listener();
}

/** No connection: the browser says so, or a request got no answer at all (fetch's TypeError). */
export function isConnectionFailure(error?: unknown): boolean {
  return (typeof navigator !== 'undefined' && !navigator.onLine) || error instanceof TypeError;
}

/**
 * The dashboard's offline writes: the queue of the signed-in person, sent when the page opens
 * online and whenever the connection comes back (the session is refreshed first, in the sender).
 * The queue and sending code load on first use, not with the page.
 */
export function OfflineWritesProvider({ personId, children }: { personId: string | undefined; children: ReactNode }) {
  const t = useTranslations('Offline');
  const queryClient = useQueryClient();
  const { addNotification } = useNotifications();
  const pending = useSyncExternalStore(
    subscribe,
    () => pendingItems,
    () => NONE,
  );

  const reload = useCallback(async () => {
    const { listQueue } = await import('@/lib/offline/device-data');
    const items = personId ? await listQueue(personId).catch(() => []) : [];
    showPending(items);
  }, [personId]);

  const send = useCallback(async () => {
    if (!personId || !navigator.onLine) return;
    // The sending code loads only when something waits.
    if (pendingItems.length > 0) {
      const [{ sendQueue }, { queueDeps }] = await Promise.all([import('./send-queue'), import('./queue-deps')]);
      const result = await sendQueue(personId, queueDeps).catch(() => ({ sent: 0 }));
      if (result.sent > 0) {
        addNotification({ type: 'success', message: t('sent', { count: result.sent }) });
        await refreshAfterLogChange(queryClient);
      }
    }
    // Cards still showing stored copies ask the server again (their copies are not "fresh" data).
    await queryClient.invalidateQueries({ predicate: (query) => isStoredCopy(JSON.stringify(query.queryKey)) });
    await reload();
  }, [personId, addNotification, t, queryClient, reload]);

  useEffect(() => {
    void reload().then(send);
    // Back online: the access token may have expired meanwhile (SPEC §4). The sender refreshes the
    // session before a queue; with nothing queued, cards showing stored copies need it too.
    const onOnline = () =>
      void reload()
        .then(() => (pendingItems.length === 0 && hasStoredCopies() ? refreshSessionNow().catch(() => null) : null))
        .then(send);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [reload, send]);

  // A refreshed token: the cards still showing stored copies ask again, now with it (after the
  // render that gave their queries the new token).
  const { token } = useApiSession();
  useEffect(() => {
    if (token && hasStoredCopies()) void queryClient.invalidateQueries({ predicate: (query) => isStoredCopy(JSON.stringify(query.queryKey)) });
  }, [token, queryClient]);

  const value = useMemo<OfflineWrites>(
    () => ({
      pending,
      queue: async (action, options) => {
        if (!personId) return;
        const { enqueue } = await import('@/lib/offline/device-data');
        await enqueue(personId, action, options);
        addNotification({ type: 'info', message: t('queued') });
        await reload();
        // Online after all (the request failed, not the connection): try at once.
        await send();
      },
      discard: async (item) => {
        const { removeQueued } = await import('@/lib/offline/device-data');
        await removeQueued(item.seq);
        await reload();
        await send();
      },
      confirm: async (item) => {
        const { updateQueued } = await import('@/lib/offline/device-data');
        await updateQueued(item, { refused: undefined, confirmed: true });
        await reload();
        await send();
      },
    }),
    [pending, personId, addNotification, t, reload, send],
  );
  return <OfflineWritesContext.Provider value={value}>{children}</OfflineWritesContext.Provider>;
}

/** The dashboard's offline writes; null outside the dashboard (writes then need a connection). */
export function useOfflineWrites(): OfflineWrites | null {
  return useContext(OfflineWritesContext);
}
