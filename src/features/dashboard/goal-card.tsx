'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useWeightFormat } from '@/features/units/use-weight-format';
import { useFormatDay } from '@/i18n/use-format-day';
import { forecastGoalDate, personalGoalProgress, targetLossProgress, type GoalProgress } from '@/lib/progress/goal';
import type { ProgressSummary } from '@/lib/progress/summary';
import type { Goal } from '@/lib/schemas/goals';
import { canAdminister, isOrganization, type DashboardAccount } from '@/lib/accounts/dashboard-account';
import { useGoal } from '@/features/api/goals';
import { ProgressBar } from '@/components/ui/progress-bar';

type Props = { account: DashboardAccount; summary: ProgressSummary; today: string };

// The form (react-hook-form's resolver, the checks, the confirmation) loads on "Create goal".
const GoalForm = lazy(() => import('./goal-form'));

/** My progress: percent to goal, weight left, forecast, and the Create/Edit goal form. */
export function GoalCard({ account, summary, today }: Props) {
  const t = useTranslations('Goals');
  const tc = useTranslations('Common');
  const goal = useGoal(account);
  const [editing, setEditing] = useState(false);
  const organization = isOrganization(account);
  const formArea = useRef<HTMLDivElement>(null);
  // Closing the form removes the control that had focus: it goes back to the button that opened it
  // (WCAG 2.4.3), unless the person has already moved it elsewhere.
  const focusOpener = useRef(false);
  const closeForm = () => {
    const focused = document.activeElement;
    focusOpener.current = !focused || focused === document.body || Boolean(formArea.current?.contains(focused));
    setEditing(false);
  };
  const opener = (button: HTMLButtonElement | null) => {
    if (!button || !focusOpener.current) return;
    focusOpener.current = false;
    button.focus();
  };

  return (
    <Card title={t('heading')} titleId="goal-heading">
      {goal.isPending ? <p className="text-slate-600">{tc('loading')}</p> : null}
      {goal.isError ? <Alert tone="error">{t('loadFailed')}</Alert> : null}
      {goal.data === null && !editing ? <p className="mb-3 text-slate-700">{organization ? t('noTargetYet') : t('noGoalYet')}</p> : null}
      {goal.data ? <GoalProgressView goal={goal.data} summary={summary} today={today} /> : null}
      {editing ? (
        <div ref={formArea}>
          <Suspense fallback={<p className="mt-3 text-slate-600">{tc('loading')}</p>}>
            <GoalForm account={account} goal={goal.data ?? null} current={summary.latest} onDone={closeForm} />
          </Suspense>
        </div>
      ) : goal.data !== undefined && canAdminister(account) ? (
        <Button ref={opener} variant={goal.data ? 'secondary' : 'primary'} className="mt-3" onClick={() => setEditing(true)}>
          {goal.data ? t('edit') : t('create')}
        </Button>
      ) : null}
    </Card>
  );
}

function GoalProgressView({ goal, summary, today }: { goal: Goal; summary: ProgressSummary; today: string }) {
  const t = useTranslations('Goals');
  const formatDay = useFormatDay();
  const { weight: lbs } = useWeightFormat();
  const latestTrend = summary.trend.at(-1)?.trend;
  let progress: GoalProgress | null = null;
  let forecast: string | null = null;
  let target: string;
  // A goal above the starting weight is a goal to gain, and says so (defect 6).
  const gaining = goal.goalWeight !== null && summary.start !== null && goal.goalWeight > summary.start;
  if (goal.goalWeight !== null) {
    target = t(gaining ? 'gainGoal' : 'goalWeight', { weight: lbs(goal.goalWeight) });
    if (summary.start !== null && summary.latest !== null)
      progress = personalGoalProgress({ start: summary.start, current: summary.latest, goalWeight: goal.goalWeight });
    if (latestTrend !== undefined) forecast = forecastGoalDate({ trend: latestTrend, weeklyRate: summary.weeklyRate, goalWeight: goal.goalWeight, today });
  } else {
    const targetLoss = goal.targetWeightLoss ?? 0;
    target = t('targetLoss', { weight: lbs(targetLoss) });
    progress = targetLossProgress({ lost: summary.totalLoss, target: targetLoss });
    // Reaching the target loss is reaching the start weight minus the target.
    if (latestTrend !== undefined && summary.start !== null) {
      forecast = forecastGoalDate({ trend: latestTrend, weeklyRate: summary.weeklyRate, goalWeight: summary.start - targetLoss, today });
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium" data-private="true">
        {target}
      </p>
      {progress ? (
        <>
          <ProgressBar percent={progress.percent} label={t('percentLabel')} />
          <p data-testid="goal-percent">{t('percent', { percent: progress.percent })}</p>
          <p data-private="true">{progress.reached ? t('reached') : t(gaining ? 'leftToGain' : 'left', { weight: lbs(progress.remaining) })}</p>
          {!progress.reached ? (
            <p className="text-sm text-slate-700">{forecast ? t('forecast', { date: formatDay(forecast, { dateStyle: 'long' }) }) : t('notAtCurrentTrend')}</p>
          ) : null}
        </>
      ) : (
        <p className="text-slate-700">{t('logToSeeProgress')}</p>
      )}
    </div>
  );
}
