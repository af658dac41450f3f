import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { invitationsKeys } from './query-keys/invitations';
import { orgAdminsKeys } from './query-keys/org-admins';
import { organizationsKeys } from './query-keys/organizations';
import { userKeys } from './query-keys/user';
import { weightLogsKeys } from './query-keys/weight-logs';

/**
 * What an account or email change refreshes (the profile, organisation and invitation hooks).
 * A log change and a goal change refresh from beside their hooks (./weight-logs.ts, ./goals.ts),
 * so the dashboard loads no module it shares with those pages' hooks.
 */
export const refreshAfter = {
  /** SPEC §7: memberships, invitations, profile and primary account refresh the admin list, invitations, user accounts and related queries (the logs an organisation's admins see). */
  accountChange: [userKeys.all, invitationsKeys.all, orgAdminsKeys.all, organizationsKeys.all, weightLogsKeys.all],
  /** A confirmed or undone email change shows on the user's profile. */
  emailChange: [userKeys.all],
} as const satisfies Record<string, readonly QueryKey[]>;

/** Invalidates every query under the set's keys; resolves when the active ones have refetched. */
export async function refresh(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
