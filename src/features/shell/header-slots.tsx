'use client';

/**
 * Where the accounts feature (issue 7) plugs into the shell. Replace the `null`s with its
 * components; nothing else in the header needs to change:
 * - HeaderBellSlot → <InvitationBell /> (shows itself only when invitations are pending)
 * - AccountsMenuSlot → <AccountsMenuSection /> (shows itself only with more than the personal account)
 */
export function HeaderBellSlot() {
  return null;
}

export function AccountsMenuSlot() {
  return null;
}
