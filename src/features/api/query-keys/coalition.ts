import type { Keys } from './keys';

export const coalitionKeys = {
  all: ['coalition'],
  outcomes: (organizationId: string | null, range: { from: string; to: string } | null = null) => [
    'coalition',
    'outcomes',
    organizationId ?? 'all',
    range ? `${range.from}..${range.to}` : 'default',
  ],
  standings: ['coalition', 'standings'],
  standingsSetting: (accountId: string) => ['coalition', 'standings', accountId],
} as const satisfies Keys;
