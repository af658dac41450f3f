'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useStoredCopySince } from '@/features/api/offline-status';

/** "Offline — showing data from <time>" whenever a card shows a stored answer; a live region, always present. */
export function OfflineNotice() {
  const t = useTranslations('Offline');
  const format = useFormatter();
  const since = useStoredCopySince();
  return (
    <div role="status" data-testid="offline-notice">
      {since === null ? null : (
        <p className="rounded-md border-l-4 border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t('storedCopy', { time: format.dateTime(new Date(since), { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
      )}
    </div>
  );
}
