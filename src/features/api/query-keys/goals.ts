import type { Keys } from './keys';

export const goalsKeys = { all: ['goals'], account: (accountId: string | null) => ['goals', accountId ?? 'mine'] } as const satisfies Keys;
