import { expect, test } from '@playwright/test';
import { signInAsNewPerson } from './support/sign-in';
import { forEachLocale } from './support/locales';

// SPEC §3 and A weigh-in celebrates with one of the content service's
// celebratory messages (src/server/content/seed/*.json for the built-in source), in the
// person's language. The pick is random: the page's Math.random is pinned so that the test
// knows which one (0.5 of three messages is the second).

const WORDS = {
  'en-US': { weight: 'Weight (lbs)', log: 'Log weight', title: 'Well done!', message: 'Well done for showing up today. Every weigh-in counts.' },
  'es-ES': { weight: 'Peso (lb)', log: 'Registrar peso', title: '¡Bien hecho!', message: 'Bien hecho por registrarte hoy. Cada pesaje cuenta.' },
};

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: a weigh-in celebrates with the content's celebratory message`, async ({ page }) => {
    await page.addInitScript(() => {
      Math.random = () => 0.5;
    });
    await signInAsNewPerson(page, `celebrate-${locale}`, 'Celebrate2026', { names: { firstName: 'Cele', lastName: 'Bration' }, locale });
    const weighIn = page.getByRole('region', { name: locale === 'en-US' ? 'Daily weigh-in' : 'Pesaje diario' });
    await weighIn.getByLabel(w.weight).fill('201.5');
    await weighIn.getByRole('button', { name: w.log }).click();
    const notifications = page.getByRole('region', { name: locale === 'en-US' ? 'Notifications' : 'Notificaciones' });
    const celebration = notifications.getByRole('status').filter({ hasText: w.title });
    await expect(celebration).toContainText(w.message);
  });
});
