import type { Page } from '@playwright/test';
import { apiSignIn, type AccountRow, type SignedInApi } from './api';
import { openMenuButton } from './shell';

/** The demo organisation's admin, signed in through the API, and the organisation's account id. */
export async function demoOrganizationAdmin(baseURL: string): Promise<{ admin: SignedInApi & { dispose: () => Promise<void> }; organizationId: string }> {
  const admin = await apiSignIn(baseURL, 'admin@demo.example.org', 'DemoAdmin2026');
  const { accounts } = await admin.get<{ accounts: AccountRow[] }>(`/api/User/${admin.userId}`);
  return { admin, organizationId: accounts.find((a) => a.accountName === 'Demo Organization')!.accountId };
}

/** Makes the demo organisation the current account in the account menu, then opens its Organization Management page (en-US). */
export async function openDemoOrganizationManagement(page: Page): Promise<void> {
  await openMenuButton(page.getByRole('banner').getByRole('button', { name: /^Account menu/ }));
  await page
    .getByRole('region', { name: 'Accounts' })
    .getByRole('button', { name: /^Demo Organization/ })
    .click();
  await page.keyboard.press('Escape');
  await page.goto('/account/org-management');
}
