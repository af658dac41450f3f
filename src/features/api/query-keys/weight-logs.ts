import type { Keys } from './keys';

export const weightLogsKeys = {
  all: ['weightLogs'],
  user: (userId: string) => ['weightLogs', 'user', userId],
  organization: (accountId: string) => ['weightLogs', 'organization', accountId],
  /** Under the organisation's logs: a weigh-in, and a membership change, refresh it too. */
  organizationProgress: (accountId: string) => ['weightLogs', 'organization', accountId, 'progress'],
  /** The weights members share with the organisation's admins: refreshed with the rest. */
  sharedWeights: (accountId: string) => ['weightLogs', 'organization', accountId, 'shared-weights'],
} as const satisfies Keys;
