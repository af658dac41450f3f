import { expect, test } from '@playwright/test';
import { signedInApi } from './support/api';
import { signInAsNewPerson, type E2eLocale } from './support/sign-in';
import { E2E_LOCALES } from './support/locales';

type ReminderSettings = { enabled: boolean; days: number[]; localTime: string; timeZone: string; locale: string; chosen: boolean };

const WORDS = {
  'en-US': {
    prefix: '',
    form: 'Reminders',
    enabled: 'Email me a reminder to weigh in',
    monday: 'Monday',
    time: 'Time',
    zone: 'Time zone',
    save: 'Save reminders',
    saved: 'Your reminders are saved.',
    empty: 'Choose at least one day.',
  },
  'es-ES': {
    prefix: '/es-ES',
    form: 'Recordatorios',
    enabled: 'Enviarme un recordatorio por correo para pesarme',
    monday: 'lunes',
    time: 'Hora',
    zone: 'Zona horaria',
    save: 'Guardar recordatorios',
    saved: 'Tus recordatorios se han guardado.',
    empty: 'Elige al menos un día.',
  },
} satisfies Record<E2eLocale, unknown>;

const ZONES = { 'en-US': 'America/Chicago', 'es-ES': 'Europe/Madrid' } satisfies Record<E2eLocale, string>;

for (const locale of E2E_LOCALES) {
  test.describe(locale, () => {
    test.use({ timezoneId: ZONES[locale] });

    test(`turns reminders on in the Profile (${locale}), time zone from the browser`, async ({ page }) => {
      const w = WORDS[locale];
      await signInAsNewPerson(page, `reminders-${locale}`, 'GoodPass123', { locale });
      await page.goto(`${w.prefix}/account/profile`);
      const form = page.getByRole('form', { name: w.form });
      await expect(form.getByLabel(w.zone)).toHaveValue(ZONES[locale]);

      // No day chosen: the server's message, and nothing is stored.
      for (const day of await form.getByRole('group').getByRole('checkbox').all()) await day.uncheck();
      await form.getByRole('button', { name: w.save }).click();
      await expect(form.getByText(w.empty)).toBeVisible();

      await form.getByLabel(w.enabled).check();
      await form.getByRole('checkbox', { name: w.monday }).check();
      await form.getByLabel(w.time, { exact: true }).fill('07:45');
      await form.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();

      const api = await signedInApi(page);
      expect(await api.get<ReminderSettings>(`/api/User/${api.userId}/reminders`)).toMatchObject({
        enabled: true,
        days: [1],
        localTime: '07:45',
        timeZone: ZONES[locale],
        locale,
        chosen: true,
      });
      await page.reload();
      await expect(page.getByRole('form', { name: w.form }).getByLabel(w.enabled)).toBeChecked();
    });
  });
}
