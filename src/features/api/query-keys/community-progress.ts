import type { Keys } from './keys';

export const communityProgressKeys = { all: ['communityProgress'] } as const satisfies Keys;
