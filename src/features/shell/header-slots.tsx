'use client';

import { InvitationBell } from '@/features/accounts/invitation-bell';

/**
 * Where the accounts feature (issue 7) plugs into the header: the bell, shown only with pending
 * invitations. The account menu's slot is in `menu-slots.tsx`, loaded with the menu's panel.
 */
export function HeaderBellSlot() {
  return <InvitationBell />;
}
