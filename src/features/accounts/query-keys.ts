'use client';

import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session-client';

/** Query keys of the accounts features, shared so that every mutation refreshes the same set. */
export const accountKeys = {
  user: (userId: string) => ['user', userId] as const,
  invitations: ['invitations'] as const,
  orgAdmins: (accountIds: readonly string[]) => ['orgAdmins', ...accountIds] as const,
  organizations: ['organizations'] as const,
};

/** SPEC §7: a successful mutation refreshes the admin list, invitations, user accounts and related. */
export function invalidateAccountQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [['user'], ['invitations'], ['orgAdmins'], ['organizations'], ['weightLogs']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

/** The bearer token and user id of the session, or undefined while signed out or loading. */
export function useApiSession(): { token: string | undefined; userId: string | undefined; status: ReturnType<typeof useSession>['status'] } {
  const { data, status } = useSession();
  return { token: data?.accessToken, userId: data?.user?.id, status };
}
