import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterGoalChange } from './goals';
import { queryKeys } from './query-keys';
import { refresh, refreshAfter } from './refresh';
import { refreshAfterLogChange } from './weight-logs';

const USER = '00000000-0000-4000-8000-000000000001';
const ORG = '00000000-0000-4000-8000-000000000002';

/** One cached query of each kind the pages hold. */
const cached = {
  user: queryKeys.user.one(USER),
  invitations: queryKeys.invitations.all,
  organizations: queryKeys.organizations.all,
  orgAdminsPage: queryKeys.orgAdmins.page([ORG], { search: '', page: 1 }),
  userWeightLogs: queryKeys.weightLogs.user(USER),
  orgWeightLogs: queryKeys.weightLogs.organization(ORG),
  orgSharedWeights: queryKeys.weightLogs.sharedWeights(ORG),
  personalGoal: queryKeys.goals.account(null),
  orgGoal: queryKeys.goals.account(ORG),
  communityProgress: queryKeys.communityProgress.all,
  videoTitle: queryKeys.videoTitle.one('dQw4w9WgXcQ'),
  reminders: queryKeys.reminders.one(USER),
  shares: queryKeys.shares.mine,
  milestones: queryKeys.milestones.mine,
  coalitionOutcomes: queryKeys.coalition.outcomes(null),
} satisfies Record<string, QueryKey>;

type Cached = keyof typeof cached;

/** Which cached queries a refresh marks stale: a set of ./refresh.ts, or a hook module's own refresh. */
async function refreshedBy(change: readonly QueryKey[] | ((queryClient: QueryClient) => Promise<void>)): Promise<Cached[]> {
  const queryClient = new QueryClient();
  for (const key of Object.values(cached)) queryClient.setQueryData(key, { cached: true });
  await (typeof change === 'function' ? change(queryClient) : refresh(queryClient, change));
  return (Object.keys(cached) as Cached[]).filter((name) => queryClient.getQueryState(cached[name])?.isInvalidated);
}

describe('refresh sets', () => {
  it('an account change refreshes the admin list, invitations, user accounts and the logs (SPEC §7)', async () => {
    expect(await refreshedBy(refreshAfter.accountChange)).toEqual([
      'user',
      'invitations',
      'organizations',
      'orgAdminsPage',
      'userWeightLogs',
      'orgWeightLogs',
      'orgSharedWeights',
    ]);
  });

  it('a log change refreshes every list of logs, the community total and the milestones', async () => {
    expect(await refreshedBy(refreshAfterLogChange)).toEqual(['userWeightLogs', 'orgWeightLogs', 'orgSharedWeights', 'communityProgress', 'milestones']);
  });

  it('a goal change refreshes every goal', async () => {
    expect(await refreshedBy(refreshAfterGoalChange)).toEqual(['personalGoal', 'orgGoal']);
  });

  it('an email change refreshes the user', async () => {
    expect(await refreshedBy(refreshAfter.emailChange)).toEqual(['user']);
  });
});

describe('query keys', () => {
  it('no two resources share a first segment, so refreshing one never reaches another', () => {
    const firstSegments = new Set(Object.values(cached).map((key) => key[0]));
    expect(firstSegments.size).toBe(Object.keys(queryKeys).length);
  });

  it('a personal goal and an organisation goal, and a person and an organisation log list, have different keys', () => {
    expect(cached.personalGoal).not.toEqual(cached.orgGoal);
    expect(cached.userWeightLogs).not.toEqual(cached.orgWeightLogs);
  });
});
