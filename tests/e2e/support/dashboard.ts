import { expect, type Page } from '@playwright/test';
import type { E2eLocale } from './sign-in';

/** The dashboard's weigh-in words in each language (messages/*.json), as the weigh-in specs read them. */
export const WEIGH_IN_WORDS = {
  'en-US': {
    weighIn: 'Daily weigh-in',
    weight: 'Weight (lbs)',
    log: 'Log weight',
    notifications: 'Notifications',
    logged: 'Weight logged',
    replace: 'Replace',
  },
  'es-ES': {
    weighIn: 'Pesaje diario',
    weight: 'Peso (lb)',
    log: 'Registrar peso',
    notifications: 'Notificaciones',
    logged: 'Peso registrado',
    replace: 'Sustituir',
  },
} as const satisfies Record<E2eLocale, unknown>;

/** The progress card's goal words in each language (messages/*.json), in pounds. */
export const GOAL_WORDS = {
  'en-US': { progress: 'My progress', create: 'Create goal', label: 'Goal weight (lbs)', save: 'Save goal', change: 'Change goal' },
  'es-ES': { progress: 'Mi progreso', create: 'Crear objetivo', label: 'Peso objetivo (lb)', save: 'Guardar objetivo', change: 'Cambiar objetivo' },
} as const satisfies Record<E2eLocale, unknown>;

/** Logs `weight` with the dashboard's weigh-in form, in `locale`, and waits for the notice that it was logged. */
export async function logWeightInForm(page: Page, weight: string, locale: E2eLocale = 'en-US'): Promise<void> {
  const w = WEIGH_IN_WORDS[locale];
  const weighIn = page.getByRole('region', { name: w.weighIn });
  await weighIn.getByLabel(w.weight).fill(weight);
  await weighIn.getByRole('button', { name: w.log }).click();
  await expect(page.getByRole('region', { name: w.notifications }).getByText(w.logged, { exact: true })).toBeVisible();
}

/**
 * The next weigh-in the page sends is answered 503, as an API that is down would answer: the page
 * shows its error (a request with no answer at all would be kept on the device for later instead).
 */
export async function failNextWeighIn(page: Page): Promise<void> {
  const unavailable = { type: 'about:blank', title: 'Service Unavailable', status: 503 };
  await page.route(
    '**/api/WeightLog/log-weight',
    (route) => route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify(unavailable) }),
    { times: 1 },
  );
}
