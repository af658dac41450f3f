import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * What an account or email change refreshes (the profile, organisation and invitation hooks).
 * A log change and a goal change refresh from beside their hooks (./weight-logs.ts, ./goals.ts),
 * so the dashboard loads no module it shares with those pages' hooks.
 */
export const refreshAfter = {
  /** SPEC §7: memberships, invitations, profile and primary account refresh the admin list, invitations, user accounts and related queries (the logs an organisation's admins see). */
  accountChange: [queryKeys.user.all, queryKeys.invitations.all, queryKeys.orgAdmins.all, queryKeys.organizations.all, queryKeys.weightLogs.all],
  /** A confirmed or undone email change shows on the user's profile. */
  emailChange: [queryKeys.user.all],
} as const satisfies Record<string, readonly QueryKey[]>;

/** Invalidates every query under the set's keys; resolves when the active ones have refetched. */
export async function refresh(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
