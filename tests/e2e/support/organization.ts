import type { Page } from '@playwright/test';
import { apiSignIn, type AccountRow, type SignedInApi } from './api';
import { openMenuButton } from './shell';
import type { E2eLocale } from './locales';

/** The demo organisation's admin, signed in through the API, and the organisation's account id. */
export async function demoOrganizationAdmin(baseURL: string): Promise<{ admin: SignedInApi & { dispose: () => Promise<void> }; organizationId: string }> {
  const admin = await apiSignIn(baseURL, 'admin@demo.example.org', 'DemoAdmin2026');
  const { accounts } = await admin.get<{ accounts: AccountRow[] }>(`/api/User/${admin.userId}`);
  return { admin, organizationId: accounts.find((a) => a.accountName === 'Demo Organization')!.accountId };
}

const MENU_WORDS = {
  'en-US': { prefix: '', accountMenu: /^Account menu/, accounts: 'Accounts' },
  'es-ES': { prefix: '/es-ES', accountMenu: /^Menú de la cuenta/, accounts: 'Cuentas' },
} as const satisfies Record<E2eLocale, unknown>;

/** Makes the demo organisation the current account in the account menu, then opens its Organization Management page in `locale`. */
export async function openDemoOrganizationManagement(page: Page, locale: E2eLocale = 'en-US'): Promise<void> {
  const w = MENU_WORDS[locale];
  await openMenuButton(page.getByRole('banner').getByRole('button', { name: w.accountMenu }));
  await page
    .getByRole('region', { name: w.accounts })
    .getByRole('button', { name: /^Demo Organization/ })
    .click();
  await page.keyboard.press('Escape');
  await page.goto(`${w.prefix}/account/org-management`);
}
