'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TableHead } from '@/components/ui/table-head';
import { useFormatDay } from '@/i18n/use-format-day';
import type { HistoryView, PeriodSummary } from '@/lib/progress/history';
import type { WeightLogEntry } from '@/lib/schemas/weights';
import type { ProblemMessages } from '@/features/forms/api-problem';
import { useWeightFormat } from '@/features/units/use-weight-format';

// Behind a click (Edit, Delete): the entry form and the dialog (with the focus trap) load then.
const EntryForm = lazy(() => import('./entry-form').then((module) => ({ default: module.EntryForm })));
const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

type Values = { weight: number; logDate: string };
type DailyProps = {
  entries: WeightLogEntry[];
  editable: boolean;
  /** Resolves false when the person cancelled a question and nothing changed: the form stays open. */
  onEdit: (entry: WeightLogEntry, values: Values) => Promise<boolean>;
  onDelete: (entry: WeightLogEntry) => Promise<void>;
  refusals: ProblemMessages<string>;
};

/** One row per entry, newest first, with Edit and Delete (which asks first). */
export function DailyTable({ entries, editable, onEdit, onDelete, refusals }: DailyProps) {
  const t = useTranslations('History');
  const td = useTranslations('Dashboard');
  const { weight } = useWeightFormat();
  const day = useFormatDay();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WeightLogEntry | null>(null);
  return (
    <>
      <table className="w-full text-left text-sm" aria-labelledby="history-heading">
        <TableHead
          columns={[
            { key: 'date', label: td('colDate') },
            { key: 'weight', label: td('colWeight'), numeric: true },
            ...(editable ? [{ key: 'actions', label: <span className="sr-only">{t('actions')}</span>, numeric: true }] : []),
          ]}
        />
        <tbody>
          {entries.map((entry) =>
            editing === entry.id ? (
              <tr key={entry.id}>
                <td colSpan={3} className="py-2">
                  <Suspense fallback={null}>
                    <EntryForm
                      label={t('editEntryOf', { date: day(entry.logDate) })}
                      initial={{ weight: entry.weight, logDate: entry.logDate }}
                      onSubmit={async (values) => {
                        if (await onEdit(entry, values)) setEditing(null);
                      }}
                      onCancel={() => setEditing(null)}
                      refusals={refusals}
                    />
                  </Suspense>
                </td>
              </tr>
            ) : (
              <tr key={entry.id} className="border-b border-slate-100">
                {/* On one line where there is room; at 320 px (400 % zoom) or with wider text spacing the cells wrap rather than widen the page. */}
                <td className="py-2 pr-4 sm:whitespace-nowrap">{day(entry.logDate)}</td>
                <td className="py-2 pl-2 text-right tabular-nums sm:whitespace-nowrap" data-private="true">
                  {weight(entry.weight)}
                </td>
                {editable ? (
                  <td className="py-1 text-right sm:whitespace-nowrap">
                    <Button variant="ghost" className="px-2" onClick={() => setEditing(entry.id)} aria-label={t('editEntryOf', { date: day(entry.logDate) })}>
                      {t('edit')}
                    </Button>
                    <Button
                      variant="danger-ghost"
                      className="px-2"
                      onClick={() => setDeleting(entry)}
                      aria-label={t('deleteEntryOf', { date: day(entry.logDate) })}
                    >
                      {t('delete')}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ),
          )}
        </tbody>
      </table>
      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            role="dialog"
            title={t('confirmDeleteTitle')}
            confirmLabel={t('delete')}
            cancelLabel={t('cancel')}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              setDeleting(null);
              void onDelete(deleting);
            }}
          >
            <p>{t('confirmDeleteText', { date: day(deleting.logDate) })}</p>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </>
  );
}

/** Weekly or monthly: average weight and the change from the period before, newest first. */
export function PeriodTable({ periods, view }: { periods: PeriodSummary[]; view: Exclude<HistoryView, 'daily'> }) {
  const t = useTranslations('History');
  const formatDay = useFormatDay();
  const { weight: lbs } = useWeightFormat();
  const label = (p: PeriodSummary) => (view === 'monthly' ? formatDay(p.start, { month: 'long', year: 'numeric' }) : t('weekOf', { date: formatDay(p.start) }));
  return (
    <table className="w-full text-left text-sm" aria-labelledby="history-heading">
      <TableHead
        columns={[
          { key: 'period', label: view === 'weekly' ? t('colWeek') : t('colMonth') },
          { key: 'average', label: t('colAverage'), numeric: true },
          { key: 'change', label: t('colChange'), numeric: true },
        ]}
      />
      <tbody>
        {periods.map((p) => (
          <tr key={p.period} className="border-b border-slate-100">
            <td className="py-2 pr-4">{label(p)}</td>
            <td className="whitespace-nowrap py-2 pl-2 text-right tabular-nums" data-private="true">
              {lbs(p.average)}
            </td>
            <td className="py-2 text-right tabular-nums" data-private="true">
              {p.change === null ? '—' : `${p.change > 0 ? '+' : p.change < 0 ? '−' : '±'}${lbs(Math.abs(p.change))}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
