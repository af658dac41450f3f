import type { Keys } from './keys';

export const coalitionKeys = {
  all: ['coalition'],
  outcomes: (organizationId: string | null) => ['coalition', 'outcomes', organizationId ?? 'all'],
  standings: ['coalition', 'standings'],
  standingsSetting: (accountId: string) => ['coalition', 'standings', accountId],
} as const satisfies Keys;
