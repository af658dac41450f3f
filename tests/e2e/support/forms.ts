import type { Locator, Page } from '@playwright/test';
import type { E2eLocale } from './sign-in';

/** Types `value` into the field labelled `label` within `scope`, then presses the button named `button`. */
export async function fillAndPress(scope: Page | Locator, label: string, value: string, button: string): Promise<void> {
  await scope.getByLabel(label).fill(value);
  await scope.getByRole('button', { name: button }).click();
}

/** The login page's registration form's words in each language (messages/*.json). */
const REGISTER_FORM = {
  'en-US': { form: 'Create an account', firstName: 'First name', lastName: 'Last name', email: 'Email', password: 'Password', submit: 'Register' },
  'es-ES': { form: 'Crear una cuenta', firstName: 'Nombre', lastName: 'Apellido', email: 'Correo electrónico', password: 'Contraseña', submit: 'Registrarse' },
} satisfies Record<E2eLocale, unknown>;

/** Fills the registration form of the open login page in `locale` and sends it; answers the form, for what it says next. */
export async function submitRegistration(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string },
  locale: E2eLocale = 'en-US',
): Promise<Locator> {
  const w = REGISTER_FORM[locale];
  const form = page.getByRole('form', { name: w.form });
  await form.getByLabel(w.firstName).fill(person.firstName);
  await form.getByLabel(w.lastName).fill(person.lastName);
  await form.getByLabel(w.email).fill(person.email);
  await form.getByLabel(w.password).fill(person.password);
  await form.getByRole('button', { name: w.submit }).click();
  return form;
}
