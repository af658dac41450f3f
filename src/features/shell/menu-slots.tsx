'use client';

import { AccountsMenuSection } from '@/features/accounts/accounts-menu-section';

/**
 * Where the accounts feature plugs into the account menu: the Accounts section, shown
 * only with more than the personal account. It loads with the menu's panel, not with the page.
 */
export function AccountsMenuSlot({ onChoose }: { onChoose: () => void }) {
  return <AccountsMenuSection onChoose={onChoose} />;
}
