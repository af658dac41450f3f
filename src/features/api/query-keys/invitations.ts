import type { Keys } from './keys';

/** Under `all`, so whatever refreshes the invitations (every account change) refreshes the waiting requests too. */
export const invitationsKeys = { all: ['invitations'], joinRequestsWaiting: ['invitations', 'join-requests-waiting'] } as const satisfies Keys;
