'use client';

import { InvitationBell } from '@/features/accounts/invitation-bell';
import { JoinRequestNotice } from '@/features/accounts/join-request-notice';

/**
 * Where the accounts feature (issue 7) plugs into the header: the bell, shown only with pending
 * invitations, and the notice of an answered request to join (decision 0035). The account
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
