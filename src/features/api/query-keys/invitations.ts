import type { Keys } from './keys';

export const invitationsKeys = { all: ['invitations'] } as const satisfies Keys;
