'use client';

import { lazy, Suspense, useEffect } from 'react';
import { useOfflineWrites } from './offline-writes';

const loadList = () => import('./pending-writes-list');
const PendingWritesList = lazy(loadList);

/**
 * The history's waiting writes: nothing while nothing waits. The list (its texts and choices) is
 * its own chunk, out of the dashboard's first load, fetched once the page has
 * shown so that it is there when the connection goes (the service worker precaches it too).
 */
export function PendingWrites() {
  const pending = useOfflineWrites()?.pending ?? [];
  useEffect(() => {
    void loadList();
  }, []);
  if (pending.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PendingWritesList />
    </Suspense>
  );
}
