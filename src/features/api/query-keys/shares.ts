import type { Keys } from './keys';

export const sharesKeys = { all: ['shares'], mine: ['shares', 'mine'] } as const satisfies Keys;
