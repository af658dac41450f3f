import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every query key of the browser's data layer. Each resource's keys start with its `all` key, so
 * invalidating `all` refreshes every query of that resource (TanStack matches by prefix).
 */
export const queryKeys = {
  user: { all: ['user'], one: (userId: string) => ['user', userId] },
  invitations: { all: ['invitations'] },
  organizations: { all: ['organizations'] },
  orgAdmins: {
    all: ['orgAdmins'],
    page: (accountIds: readonly string[], page: { email: string; page: number }) => ['orgAdmins', ...accountIds, page],
  },
  weightLogs: {
    all: ['weightLogs'],
    user: (userId: string) => ['weightLogs', 'user', userId],
    organization: (accountId: string) => ['weightLogs', 'organization', accountId],
  },
  goals: { all: ['goals'], account: (accountId: string | null) => ['goals', accountId ?? 'mine'] },
  communityProgress: { all: ['communityProgress'] },
  videoTitle: { one: (videoId: string) => ['yt-title', videoId] },
} as const satisfies Record<string, Record<string, QueryKey | ((...args: never[]) => QueryKey)>>;

/** What each kind of successful change refreshes. */
export const refreshAfter = {
  /** SPEC §7: memberships, invitations, profile and primary account refresh the admin list, invitations, user accounts and related queries (the logs an organisation's admins see). */
  accountChange: [queryKeys.user.all, queryKeys.invitations.all, queryKeys.orgAdmins.all, queryKeys.organizations.all, queryKeys.weightLogs.all],
  /** A weigh-in, edit or deletion moves the entries, the streaks and the community total. */
  logChange: [queryKeys.weightLogs.all, queryKeys.communityProgress.all],
  goalChange: [queryKeys.goals.all],
  /** A confirmed or undone email change shows on the user's profile. */
  emailChange: [queryKeys.user.all],
} as const satisfies Record<string, readonly QueryKey[]>;

/** Invalidates every query under the set's keys; resolves when the active ones have refetched. */
export async function refresh(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
