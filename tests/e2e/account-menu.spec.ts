import { expect, test } from '@playwright/test';
import { forEachLocale } from './support/locales';
import { openMenuButton } from './support/shell';
import { signIn } from './support/sign-in';

const WORDS = {
  'en-US': { menu: /^Account menu/, accounts: 'Accounts', organization: /^Demo Organization/, current: 'Organizational · Current account' },
  'es-ES': { menu: /^Menú de la cuenta/, accounts: 'Cuentas', organization: /^Demo Organization/, current: 'Organizacional · Cuenta actual' },
};

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: choosing an account makes it current and closes the account menu, focus back on its button`, async ({ page }) => {
    await signIn(page, 'admin@demo.example.org', 'DemoAdmin2026', locale);
    const header = page.getByRole('banner');
    const button = header.getByRole('button', { name: w.menu });
    await openMenuButton(button);
    await page.getByRole('region', { name: w.accounts }).getByRole('button', { name: w.organization }).click();

    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: w.accounts })).toHaveCount(0);
    await expect(button).toBeFocused();

    await openMenuButton(button);
    const chosen = page.getByRole('region', { name: w.accounts }).getByRole('button', { name: w.organization });
    await expect(chosen).toHaveAttribute('aria-current', 'true');
    await expect(chosen).toContainText(w.current);
  });
});
