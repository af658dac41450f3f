'use client';

import { InvitationBell } from '@/features/accounts/invitation-bell';
import { JoinRequestNotice } from '@/features/accounts/join-request-notice';

/**
 * Where the accounts feature plugs into the header: the bell, shown only with pending
 * invitations, and the notice of an answered request to join. The account
 * menu's slot is in `menu-slots.tsx`, loaded with the menu's panel.
 */
export function HeaderBellSlot() {
  return (
    <>
      <InvitationBell />
      <JoinRequestNotice />
    </>
  );
}
