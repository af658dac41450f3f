import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { linkIn, waitForMail } from './mailbox';

/** The directory the e2e SMTP listener writes to (chosen in playwright.config.ts). */
export const e2eMailDir = () => process.env.E2E_MAIL_DIR!;

export const e2eEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.org`;

/** Opens the `count`-th mail's link to `pathname` in the page, as the person would from their inbox. */
export async function followMailedLink(page: Page, email: string, pathname: string, count = 1): Promise<void> {
  const link = linkIn(await waitForMail(e2eMailDir(), email, count), pathname);
  await page.goto(link.pathname + link.search);
}

/** A verified password account made through the public API and the mailed link (no UI). */
export async function createVerifiedAccount(page: Page, email: string, password: string, names = { firstName: 'Pat', lastName: 'Linker' }): Promise<void> {
  const registered = await page.request.post('/api/Auth/register', { data: { email, password, ...names } });
  expect(registered.status()).toBe(202);
  const token = linkIn(await waitForMail(e2eMailDir(), email), '/verify-email').searchParams.get('token');
  expect((await page.request.post('/api/Auth/verify-email', { data: { token } })).status()).toBe(200);
}
