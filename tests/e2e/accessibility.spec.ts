import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { contrastOf } from './support/contrast';
import { failNextWeighIn } from './support/dashboard';
import { signIn } from './support/sign-in';

// Every page and state is scanned by the sweep (accessibility-sweep-*.spec.ts); what it cannot
// read is checked here: the notifications' contrast (axe leaves fixed overlays "incomplete") and
// the focus ring against the header.

const MODES = ['light', 'dark'] as const;

/** Each notification's text colours against its own background (axe leaves fixed overlays "incomplete"). */
async function notificationContrast(page: Page) {
  const pairs = await page.getByRole('region', { name: 'Notifications' }).evaluate((region) =>
    [...region.querySelectorAll('li')].flatMap((item) => {
      const background = getComputedStyle(item).backgroundColor;
      return [...item.querySelectorAll('p, button')].map((text) => [getComputedStyle(text).color, background] as [string, string]);
    }),
  );
  // Rounded as a ratio is read: 4.496 is 4.5:1.
  return (await contrastOf(page, pairs)).map((ratio) => Math.round(ratio * 100) / 100);
}

// In dark mode the notifications' text was near-black on dark green and red,
// and the focus ring of "Weigh In" dark on the dark header.
test('notifications of every tone, and the focus ring, are readable in both colour modes', async ({ page }) => {
  const email = e2eEmail('toast-contrast');
  await createVerifiedAccount(page, email, 'ToastContrast2026', { firstName: 'Tess', lastName: 'Tone' });
  await signIn(page, email, 'ToastContrast2026');
  const weighIn = page.getByRole('region', { name: 'Daily weigh-in' });
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const found: string[] = [];
  for (const mode of MODES) {
    await page.emulateMedia({ colorScheme: mode });
    await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /light/);
    // Success and the celebration (info), then a failure (error) while the API is unavailable (a
    // request with no answer at all would be kept on the device for later instead).
    await weighIn.getByLabel('Weight (lbs)').fill('190');
    await weighIn.getByRole('button', { name: 'Log weight' }).click();
    await expect(notifications.getByRole('status')).toHaveCount(2);
    await failNextWeighIn(page);
    // The day's weight again: nothing to ask, so the request goes out (and fails).
    await weighIn.getByLabel('Weight (lbs)').fill('190');
    await weighIn.getByRole('button', { name: 'Log weight' }).click();
    await expect(notifications.getByRole('listitem')).toHaveCount(3);
    await expect(notifications.getByRole('alert')).toHaveText('ErrorYour weight could not be saved. Please try again.');
    for (const ratio of await notificationContrast(page)) if (ratio < 4.5) found.push(`${mode}: a notification's text at ${ratio}:1`);
    for (let shown = 3; shown > 0; shown -= 1) await notifications.getByRole('button', { name: 'Dismiss notification' }).first().click();
    await expect(notifications.getByRole('listitem')).toHaveCount(0);

    // The focus ring against the header it sits on (WCAG 1.4.11: 3:1).
    const weighInLink = page.getByRole('banner').getByRole('link', { name: 'Weigh In' });
    await page.keyboard.press('Escape'); // the last interaction is the keyboard's: focus shows its ring
    await weighInLink.focus();
    expect(await weighInLink.evaluate((link) => link.matches(':focus-visible'))).toBe(true);
    // The ring's colour eases in (transition-colors): read it once it has arrived.
    await weighInLink.evaluate((link) => Promise.all(link.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    const [ring, header] = await Promise.all([
      weighInLink.evaluate((link) => getComputedStyle(link).outlineColor),
      page.getByRole('banner').evaluate((banner) => getComputedStyle(banner).backgroundColor),
    ]);
    const ringRatio = Math.round((await contrastOf(page, [[ring, header]]))[0]! * 100) / 100;
    if (ringRatio! < 3) found.push(`${mode}: the focus ring at ${ringRatio}:1 (${ring} on ${header})`);
  }
  expect(found).toEqual([]);
});
