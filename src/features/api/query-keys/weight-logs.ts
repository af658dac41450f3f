import type { Keys } from './keys';

export const weightLogsKeys = {
  all: ['weightLogs'],
  user: (userId: string) => ['weightLogs', 'user', userId],
  organization: (accountId: string) => ['weightLogs', 'organization', accountId],
} as const satisfies Keys;
