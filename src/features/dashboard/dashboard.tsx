'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import { Alert } from '@/components/ui/alert';
import { may } from '@/lib/accounts/roles';
import { localToday } from '@/lib/dates';
import { summarizeProgress } from '@/lib/progress/summary';
import { CommunityCard } from './community-card';
import { StandingsCard } from './standings-card';
import { PERSONAL_ACCOUNT, isOrganization, type DashboardAccount } from '@/lib/accounts/dashboard-account';
import { GoalCard } from './goal-card';
import { ShareProgress } from './share-progress';
import { StatsCards } from './stats-cards';
import { TrendChart } from './trend-chart';
import { useWeightLogs } from '@/features/api/weight-logs';
import { useGoal } from '@/features/api/goals';
import { RemindersInvitation } from '@/features/reminders/reminders-invitation';
import type { ReminderSettings } from '@/lib/schemas/reminders';
import { useApiSession } from '@/features/api/use-api-session';
import { OfflineNotice } from '@/features/offline/offline-notice';
import { OfflineWritesProvider } from '@/features/offline/offline-writes';
import { WeighInForm, type CelebratoryMessage } from './weigh-in-form';
import { WeightHistory } from './weight-history';

// Only an organisation's admins see it: a person's dashboard does not load it.
// A person's achievements sit below the fold: loaded after the first paint.
const AchievementsCard = lazy(() => import('./achievements-card').then((module) => ({ default: module.AchievementsCard })));
const OrganizationProgressCard = lazy(() => import('./organization-progress-card').then((module) => ({ default: module.OrganizationProgressCard })));
const SharedWeightsCard = lazy(() => import('./shared-weights-card').then((module) => ({ default: module.SharedWeightsCard })));

const noSubscription = () => () => undefined;

type Props = {
  userId: string;
  account?: DashboardAccount;
  celebratoryMessages?: readonly CelebratoryMessage[];
  /** The person's reminder settings as the server read them for this page (the invitation card is then in its HTML). */
  reminderSettings?: ReminderSettings;
};

/**
 * The dashboard of one account: the person's own, or an organisation they administer. Every
 * card reads the same cached entries; the maths lives in src/lib/progress.
 */
export function Dashboard({ userId, account = PERSONAL_ACCOUNT, celebratoryMessages, reminderSettings }: Props) {
  const t = useTranslations('Dashboard');
  const logs = useWeightLogs(userId, account);
  // A query's answer re-renders its readers at once, in one task (useSyncExternalStore): deferred,
  // the cards below draw the entries in a render React splits between tasks (TBT).
  const entries = useDeferredValue(logs.data);
  const today = localToday();
  const summary = useMemo(() => summarizeProgress(entries ?? [], today), [entries, today]);
  const organization = isOrganization(account);
  const forbidden = organization && logs.isError;
  const { userId: personId } = useApiSession();
  const goal = useGoal(account).data;
  // The achievements render after hydration, not on the server: the page hydrates without waiting
  // for their chunk, and the header answers a click as soon as it did before they existed.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The chart's goal line: a goal weight, or for an organisation the weight its target loss reaches.
  const goalLine = goal?.goalWeight ?? (goal?.targetWeightLoss != null && summary.start !== null ? summary.start - goal.targetWeightLoss : null);

  return (
    <OfflineWritesProvider personId={personId}>
      <div className="flex flex-col gap-6">
        <OfflineNotice />
        {organization ? (
          <p className="rounded-md bg-brand-50 px-3 py-2 text-sm" data-testid="dashboard-account">
            {t('organizationView', { name: account.accountName ?? '' })}
          </p>
        ) : null}
        {forbidden ? <Alert tone="error">{t('organizationForbidden')}</Alert> : null}
        <WeighInForm account={account} celebratoryMessages={celebratoryMessages} />
        {organization ? (
          <Suspense fallback={null}>
            <OrganizationProgressCard accountId={account.accountId} accountName={account.accountName ?? ''} />
            {may('readSharedWeights', account) ? <SharedWeightsCard accountId={account.accountId} /> : null}
          </Suspense>
        ) : (
          <>
            <RemindersInvitation userId={userId} initial={reminderSettings} />
            <StatsCards summary={summary} />
          </>
        )}
        <div className="grid gap-6 lg:grid-cols-2">
          <TrendChart points={summary.trend} weeklyRate={summary.weeklyRate} goalWeight={goalLine} today={today} />
          <GoalCard account={account} summary={summary} today={today} />
        </div>
        {organization ? null : hydrated ? (
          <Suspense fallback={<div className="min-h-40" aria-hidden="true" />}>
            <AchievementsCard />
          </Suspense>
        ) : (
          <div className="min-h-40" aria-hidden="true" />
        )}
        <WeightHistory userId={userId} account={account} />
        <div className="grid gap-6 lg:grid-cols-2">
          {organization ? null : <ShareProgress weightLost={summary.totalLoss} />}
          <CommunityCard />
        </div>
        <StandingsCard />
      </div>
    </OfflineWritesProvider>
  );
}
