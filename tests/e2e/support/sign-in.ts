import { expect, type Page } from '@playwright/test';

export type E2eLocale = 'en-US' | 'es-ES';

/** The sign-in form's words in each language (messages/*.json). */
const SIGN_IN_FORM = {
  'en-US': { prefix: '', form: 'Sign in', email: 'Email', password: 'Password', submit: 'Sign in' },
  'es-ES': { prefix: '/es-ES', form: 'Iniciar sesión', email: 'Correo electrónico', password: 'Contraseña', submit: 'Entrar' },
} satisfies Record<E2eLocale, unknown>;

/** Signs in with the login form, as a person would, and waits for the dashboard in that language. */
export async function signIn(page: Page, email: string, password: string, locale: E2eLocale = 'en-US'): Promise<void> {
  const w = SIGN_IN_FORM[locale];
  await page.goto(`${w.prefix}/login`);
  const form = page.getByRole('form', { name: w.form });
  await form.getByLabel(w.email).fill(email);
  await form.getByLabel(w.password).fill(password);
  await form.getByRole('button', { name: w.submit }).click();
  await expect(page).toHaveURL(new RegExp(`^http://[^/]+${w.prefix}/my-weight-tracker$`));
}
