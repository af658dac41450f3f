'use client';

import { InvitationBell } from '@/features/accounts/invitation-bell';
import { JoinRequestBadge } from '@/features/accounts/join-request-badge';
import { JoinRequestNotice } from '@/features/accounts/join-request-notice';

/**
 * Where the accounts feature plugs into the header: the bell, shown only with pending
 * invitations, the badge of requests to join waiting for an admin, and the notice of an
 * answered request to join. The account menu's slot is in `menu-slots.tsx`, loaded with the
 * menu's panel.
 */
export function HeaderBellSlot() {
  return (
    <>
      <InvitationBell />
      <JoinRequestBadge />
      <JoinRequestNotice />
    </>
  );
}
