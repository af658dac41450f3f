import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { signedInApi } from './support/api';
import { signIn, type E2eLocale } from './support/sign-in';
import { E2E_LOCALES } from './support/locales';

type ReminderSettings = { enabled: boolean; timeZone: string; chosen: boolean };

const WORDS = {
  'en-US': { prefix: '', card: 'Never miss a weigh-in', choose: 'Choose reminders', dismiss: 'Not now', form: 'Reminders' },
  'es-ES': { prefix: '/es-ES', card: 'No te olvides de pesarte', choose: 'Elegir recordatorios', dismiss: 'Ahora no', form: 'Recordatorios' },
} satisfies Record<E2eLocale, unknown>;

const ZONES = { 'en-US': 'America/Chicago', 'es-ES': 'Europe/Madrid' } satisfies Record<E2eLocale, string>;

/**
 * Opens the dashboard; says whether the card was in the server's HTML. The server reads the reminder
 * choices and draws the card with the page (fifth pass: its paragraph is the LCP),
 * so the first response already holds the answer and the browser does not ask again.
 */
async function openDashboard(page: Page, prefix: string): Promise<boolean> {
  const response = await page.goto(`${prefix}/my-weight-tracker`);
  expect(response!.status()).toBe(200);
  return (await response!.text()).includes('id="reminders-invitation-title"');
}

for (const locale of E2E_LOCALES) {
  test.describe(locale, () => {
    test.use({ timezoneId: ZONES[locale] });

    test(`invites a person who has not chosen reminders, once; "not now" is remembered on every device (${locale})`, async ({ page, browser, baseURL }) => {
      const w = WORDS[locale];
      const email = e2eEmail(`invitation-${locale}`);
      await createVerifiedAccount(page, email, 'GoodPass123');
      await signIn(page, email, 'GoodPass123', locale);
      const card = page.getByRole('region', { name: w.card });
      await expect(card).toBeVisible();

      // The link goes to Profile → Reminders; looking is not choosing, so the card stays.
      await card.getByRole('link', { name: w.choose }).click();
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/account/profile#reminders-title$`));
      await expect(page.getByRole('form', { name: w.form })).toBeInViewport();
      expect(await openDashboard(page, w.prefix)).toBe(true);
      await expect(card).toBeVisible();

      await card.getByRole('button', { name: w.dismiss }).click();
      await expect(card).toBeHidden();
      const api = await signedInApi(page);
      expect(await api.get<ReminderSettings>(`/api/User/${api.userId}/reminders`)).toMatchObject({ enabled: false, chosen: true, timeZone: ZONES[locale] });

      expect(await openDashboard(page, w.prefix)).toBe(false);
      await expect(page.getByRole('region', { name: w.card })).toHaveCount(0);
      // Another device: a fresh browser context, signed in anew.
      const other = await browser.newContext({ baseURL, timezoneId: 'Asia/Tokyo' });
      try {
        const otherPage = await other.newPage();
        await signIn(otherPage, email, 'GoodPass123', locale);
        expect(await openDashboard(otherPage, w.prefix)).toBe(false);
        await expect(otherPage.getByRole('region', { name: w.card })).toHaveCount(0);
      } finally {
        await other.close();
      }
    });
  });
}
