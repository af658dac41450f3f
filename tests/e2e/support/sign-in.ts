import { expect, type Page } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../../support/e2e-mail';
import type { E2eLocale } from './locales';

export type { E2eLocale } from './locales';

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

/** The local OpenID provider's own login form (tests/support/oidc-provider.mjs): any password, the login is the email. */
export async function signInAtProvider(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/** Signs in with the coalition's own provider (adfs, the local OpenID provider) as `email`, and waits for the dashboard. */
export async function signInWithCoalition(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Coalition sign-in' }).click();
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/my-weight-tracker$/);
}

/** Links an external provider to an existing password account: the provider's sign-in, then the password (SPEC §2 linking). */
export async function linkProviderByPassword(page: Page, providerButton: string, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: providerButton }).click();
  await signInAtProvider(page, email);
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByRole('alert')).toHaveText('There is already an account with this email. Log in with your email and password to link it');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-weight-tracker$/);
}

/** A new verified person (an email made from `label`), signed in with the login form in `locale`; answers their email. */
export async function signInAsNewPerson(
  page: Page,
  label: string,
  password: string,
  { names, locale = 'en-US' }: { names?: { firstName: string; lastName: string }; locale?: E2eLocale } = {},
): Promise<string> {
  const email = e2eEmail(label);
  await createVerifiedAccount(page, email, password, names);
  await signIn(page, email, password, locale);
  return email;
}
