import type { Keys } from './keys';

export const coalitionKeys = {
  all: ['coalition'],
  outcomes: (organizationId: string | null) => ['coalition', 'outcomes', organizationId ?? 'all'],
} as const satisfies Keys;
