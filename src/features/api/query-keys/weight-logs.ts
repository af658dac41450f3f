import type { Keys } from './keys';

export const weightLogsKeys = {
  all: ['weightLogs'],
  user: (userId: string) => ['weightLogs', 'user', userId],
  organization: (accountId: string) => ['weightLogs', 'organization', accountId],
  /** Under the organisation's logs: a weigh-in, and a membership change, refresh it too. */
  organizationProgress: (accountId: string) => ['weightLogs', 'organization', accountId, 'progress'],
} as const satisfies Keys;
