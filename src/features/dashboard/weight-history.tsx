'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormatDay } from '@/i18n/use-format-day';
import { localToday } from '@/lib/dates';
import { inTimeFrame, summarizeByPeriod, type HistoryView, type TimeFrame } from '@/lib/progress/history';
import { toDailySeries } from '@/lib/progress/series';
import type { WeightLogEntry } from '@/lib/schemas/weights';
import { useNotifications } from '@/features/notifications/notifications';
import { canAdminister, PERSONAL_ACCOUNT, type DashboardAccount } from '@/lib/accounts/dashboard-account';
import { DailyTable, PeriodTable } from './history-tables';
import { useLogRefusals } from './use-log-refusals';
import { problemMessage } from '@/features/forms/api-problem';
import { logsKeyOf, useDeleteWeightLog, useLogWeight, useUpdateWeightLog, useWeightLogs } from '@/features/api/weight-logs';
import { isConnectionFailure, useOfflineWrites } from '@/features/offline/offline-writes';
import { PendingWrites } from '@/features/offline/pending-writes';
import { useHeldEntries, useWeighInQuestions } from './weigh-in-questions';

// The add form loads on "Add entry".
const EntryForm = lazy(() => import('./entry-form').then((module) => ({ default: module.EntryForm })));

const FRAMES: TimeFrame[] = ['all', 'week', 'month', 'threeMonths', 'date'];
const VIEWS: HistoryView[] = ['daily', 'weekly', 'monthly'];
/** Rows shown at first and added by each "Show more": two weeks of daily entries (a year was ~3,700 px on a phone). */
export const HISTORY_PAGE = 14;

/** History: time frames, daily/weekly/monthly views, and add, edit, delete of entries. */
export function WeightHistory({ userId, account = PERSONAL_ACCOUNT }: { userId: string; account?: DashboardAccount }) {
  const t = useTranslations('History');
  const td = useTranslations('Dashboard');
  const tc = useTranslations('Common');
  const day = useFormatDay();
  const { addNotification } = useNotifications();
  const refusals = useLogRefusals();
  const logs = useWeightLogs(userId, account);
  const logWeight = useLogWeight();
  const updateLog = useUpdateWeightLog(userId, account);
  const deleteLog = useDeleteWeightLog(userId, account);
  const offline = useOfflineWrites();
  const questions = useWeighInQuestions();
  const heldEntries = useHeldEntries(logsKeyOf(userId, account));
  const [frame, setFrame] = useState<TimeFrame>('all');
  const [specificDate, setSpecificDate] = useState(localToday());
  const [view, setView] = useState<HistoryView>('daily');
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState(HISTORY_PAGE);
  // Another frame or view starts again from the newest rows.
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setShown(HISTORY_PAGE);
    };
  const editable = canAdminister(account);

  const today = localToday();
  // Deferred as on the dashboard's cards: the rows are drawn in a render React can split (TBT).
  const logEntries = useDeferredValue(logs.data);
  const entries = useMemo(() => {
    const dated = (logEntries ?? []).map((e) => ({ ...e, date: e.logDate }));
    return inTimeFrame(dated, frame, today, specificDate).sort((a, b) => (a.date < b.date ? 1 : -1));
  }, [logEntries, frame, today, specificDate]);
  const periods = useMemo(() => (view === 'daily' ? [] : summarizeByPeriod(toDailySeries(entries), view).reverse()), [entries, view]);

  const rows = view === 'daily' ? entries.length : periods.length;
  const accountId = account.accountType === 'organization' ? (account.accountId ?? undefined) : undefined;

  // Without a connection each change waits on the device, marked pending. A personal change asks
  // its questions first (a taken day, an unusual weight): cancelled, it changes nothing (false).
  async function add(values: { weight: number; logDate: string }) {
    if (offline && isConnectionFailure()) {
      if (!accountId && !(await questions.confirm(logs.data ?? [], values))) return;
      const seen = logs.data?.find((e) => e.logDate === values.logDate)?.updatedAt ?? null;
      await offline.queue({ kind: 'log', input: { ...values, accountId }, seen });
      setAdding(false);
      return;
    }
    const result = accountId
      ? await logWeight.mutateAsync({ ...values, accountId })
      : await questions.send(heldEntries, values, (answers) => logWeight.mutateAsync({ ...values, ...answers }));
    if (!result) return;
    addNotification({ type: 'success', message: result.replaced ? td('weightReplaced', { date: day(result.entry.logDate) }) : td('weightLogged') });
    setAdding(false);
  }
  async function edit(entry: WeightLogEntry, values: { weight: number; logDate: string }): Promise<boolean> {
    const others = async (fresh: boolean) => (await heldEntries(fresh))?.filter((other) => other.id !== entry.id);
    if (offline && isConnectionFailure()) {
      if (!accountId && !(await questions.confirm((await others(false)) ?? [], values))) return false;
      await offline.queue({ kind: 'update', id: entry.id, date: entry.logDate, input: values });
      return true;
    }
    const result = accountId
      ? await updateLog.mutateAsync({ id: entry.id, input: values })
      : await questions.send(others, values, (answers) => updateLog.mutateAsync({ id: entry.id, input: { ...values, ...answers } }));
    if (!result) return false;
    addNotification({ type: 'success', message: t('entryUpdated') });
    return true;
  }
  async function remove(entry: WeightLogEntry) {
    if (offline && isConnectionFailure()) return offline.queue({ kind: 'delete', id: entry.id, date: entry.logDate });
    try {
      await deleteLog.mutateAsync(entry.id);
      addNotification({ type: 'success', message: t('entryDeleted') });
    } catch (error) {
      addNotification({ type: 'error', message: problemMessage(error, refusals) });
    }
  }

  return (
    <Card title={td('historyHeading')} titleId="history-heading">
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Select
          label={t('timeFrame')}
          value={frame}
          onChange={(e) => choose(setFrame)(e.target.value as TimeFrame)}
          options={FRAMES.map((f) => ({ value: f, label: t(`frame.${f}`) }))}
        />
        {frame === 'date' ? (
          <TextField label={t('specificDate')} type="date" value={specificDate} max={today} onChange={(e) => choose(setSpecificDate)(e.target.value)} />
        ) : null}
        <Select
          label={t('view')}
          value={view}
          onChange={(e) => choose(setView)(e.target.value as HistoryView)}
          options={VIEWS.map((v) => ({ value: v, label: t(`views.${v}`) }))}
        />
        {editable && !adding ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('addEntry')}
          </Button>
        ) : null}
      </div>
      {adding ? (
        <div className="mb-4">
          <Suspense fallback={null}>
            <EntryForm label={t('addEntry')} onSubmit={add} onCancel={() => setAdding(false)} refusals={refusals} />
          </Suspense>
        </div>
      ) : null}
      {questions.dialog}
      {editable ? <PendingWrites /> : null}
      {logs.isPending || (logEntries === undefined && logs.data !== undefined) ? <p className="text-slate-600">{tc('loading')}</p> : null}
      {logs.isError ? (
        <div className="flex flex-col items-start gap-2">
          <Alert tone="error">{td('historyLoadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void logs.refetch()}>
            {td('retry')}
          </Button>
        </div>
      ) : null}
      {logEntries && logEntries.length === 0 ? <p className="text-slate-700">{td('historyEmpty')}</p> : null}
      {logEntries && logEntries.length > 0 && entries.length === 0 ? <p className="text-slate-700">{t('frameEmpty')}</p> : null}
      {entries.length > 0 && view === 'daily' ? (
        <DailyTable entries={entries.slice(0, shown)} editable={editable} onEdit={edit} onDelete={remove} refusals={refusals} />
      ) : null}
      {entries.length > 0 && view !== 'daily' ? <PeriodTable periods={periods.slice(0, shown)} view={view} /> : null}
      {entries.length > 0 ? <MoreRows view={view} shown={Math.min(shown, rows)} total={rows} onMore={() => setShown((value) => value + HISTORY_PAGE)} /> : null}
    </Card>
  );
}

/** How many rows show, and a button for the next page while there are more. */
function MoreRows({ view, shown, total, onMore }: { view: HistoryView; shown: number; total: number; onMore: () => void }) {
  const t = useTranslations('History');
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <p role="status" className="text-sm text-slate-700">
        {t(view === 'daily' ? 'showing' : view === 'weekly' ? 'showingWeekly' : 'showingMonthly', { shown, total })}
      </p>
      {shown < total ? (
        <Button variant="secondary" onClick={onMore}>
          {t('showMore', { count: Math.min(HISTORY_PAGE, total - shown) })}
        </Button>
      ) : null}
    </div>
  );
}
