'use client';

import { AccountsMenuSection } from '@/features/accounts/accounts-menu-section';
import { InvitationBell } from '@/features/accounts/invitation-bell';

/**
 * Where the accounts feature (issue 7) plugs into the shell. Each component decides on its own
 * whether to show: the bell only with pending invitations, the Accounts section only with more
 * than the personal account.
 */
export function HeaderBellSlot() {
  return <InvitationBell />;
}

export function AccountsMenuSlot() {
  return <AccountsMenuSection />;
}
