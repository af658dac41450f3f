'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useOfflineWrites } from './offline-writes';
import { useWeightFormat } from '@/features/units/use-weight-format';
import { useFormatDay } from '@/i18n/use-format-day';
import type { QueuedItem, Refusal } from '@/lib/offline/queue';

function useRefusalText() {
  const t = useTranslations('Offline');
  return (refusal: Refusal, date: string, weight: (n: number) => string) => {
    switch (refusal.reason) {
      case 'dayChanged':
        return t('refusedDayChanged', { date, weight: weight(refusal.weight) });
      case 'dayTaken':
        return t('refusedDayTaken');
      case 'gone':
        return t('refusedGone');
      case 'forbidden':
        return t('refusedForbidden');
      case 'invalid':
        return t('refusedInvalid');
      default:
        return t('refusedOther');
    }
  };
}

/** The history's writes waiting for the connection, each marked "Pending"; a refused one says why and offers the choices. */
export default function PendingWritesList() {
  const t = useTranslations('Offline');
  const day = useFormatDay();
  const refusalText = useRefusalText();
  const writes = useOfflineWrites();
  const pending = writes?.pending ?? [];
  const { weight } = useWeightFormat();
  const label = (item: QueuedItem) =>
    item.kind === 'log'
      ? t('pendingLog', { date: day(item.input.logDate), weight: weight(item.input.weight) })
      : item.kind === 'update'
        ? t('pendingUpdate', { date: day(item.date) })
        : t('pendingDelete', { date: day(item.date) });
  // Nothing at all while nothing waits (the history's own status line stays the only one).
  if (pending.length === 0) return null;
  return (
    <div className="mb-4">
      <p role="status" className="text-sm font-medium">
        {t('pendingCount', { count: pending.length })}
      </p>
      {pending.length ? (
        <ul aria-label={t('pendingHeading')} className="mt-2 flex flex-col gap-2" data-testid="pending-writes">
          {pending.map((item) => (
            <li key={item.seq} className="rounded-md border border-dashed border-slate-400 px-3 py-2 text-sm">
              <span data-private="true">{label(item)}</span>{' '}
              <span className="ml-1 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">{t('pending')}</span>
              {item.refused ? (
                <div role="alert" className="mt-2 flex flex-col gap-2">
                  <p>{refusalText(item.refused, item.kind === 'log' ? day(item.input.logDate) : day(item.date), weight)}</p>
                  <div className="flex flex-wrap gap-2">
                    {item.refused.reason === 'dayChanged' ? (
                      <>
                        <Button onClick={() => void writes?.confirm(item)}>{t('replace')}</Button>
                        <Button variant="secondary" onClick={() => void writes?.discard(item)}>
                          {t('keepOther')}
                        </Button>
                      </>
                    ) : (
                      <Button variant="secondary" onClick={() => void writes?.discard(item)}>
                        {t('discard')}
                      </Button>
                    )}
                  </div>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
