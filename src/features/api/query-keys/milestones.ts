import type { Keys } from './keys';

export const milestonesKeys = { all: ['milestones'], mine: ['milestones', 'mine'] } as const satisfies Keys;
