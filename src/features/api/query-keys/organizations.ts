import type { Keys } from './keys';

export const organizationsKeys = { all: ['organizations'] } as const satisfies Keys;
