import type { QueryKey } from '@tanstack/react-query';

/**
 * Every query key of the browser's data layer. Each resource's keys start with its `all` key, so
 * invalidating `all` refreshes every query of that resource (TanStack matches by prefix). What a
 * change refreshes is beside the hooks that change it (./weight-logs.ts, ./goals.ts) or in
 * ./refresh.ts (not here: every page loads this registry, only pages that change something need the sets).
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
