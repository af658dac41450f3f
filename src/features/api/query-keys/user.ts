import type { Keys } from './keys';

export const userKeys = { all: ['user'], one: (userId: string) => ['user', userId] } as const satisfies Keys;
