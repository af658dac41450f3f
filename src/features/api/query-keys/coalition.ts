import type { Keys } from './keys';

export const coalitionKeys = {
  all: ['coalition'],
  outcomes: (organizationId: string | null, range: { from: string; to: string } | null = null) => [
    'coalition',
    'outcomes',
    organizationId ?? 'all',
    range ? `${range.from}..${range.to}` : 'default',
  ],
  /** The audit record: one key a filter set and page, under `audit` so a download refreshes them all. */
  audit: ['coalition', 'audit'],
  auditPage: (filters: Record<string, string | number | undefined>) => ['coalition', 'audit', filters],
  standings: ['coalition', 'standings'],
  standingsSetting: (accountId: string) => ['coalition', 'standings', accountId],
} as const satisfies Keys;
