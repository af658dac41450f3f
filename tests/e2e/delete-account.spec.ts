import { expect, test } from '@playwright/test';
import { fillAndPress } from './support/forms';
import { hydratedControl } from './support/shell';
import { signInAsNewPerson } from './support/sign-in';
import { forEachLocale } from './support/locales';

/** A person deletes their account from the Profile, in each language (messages/*.json "Leaving"). */
const WORDS = {
  'en-US': {
    prefix: '',
    section: 'Delete my account',
    dialog: 'Delete your account?',
    password: 'Your password',
    confirm: 'Delete my account permanently',
    wrong: 'That password is not correct. Nothing was deleted.',
    keeps: 'The community total keeps the pounds you lost, without your name: it is not reduced when you leave.',
    deleted: 'Your account has been deleted. Thank you for taking part.',
    signInForm: 'Sign in',
    email: 'Email',
    passwordField: 'Password',
    submit: 'Sign in',
    refused: 'Invalid email or password',
  },
  'es-ES': {
    prefix: '/es-ES',
    section: 'Eliminar mi cuenta',
    dialog: '¿Eliminar tu cuenta?',
    password: 'Tu contraseña',
    confirm: 'Eliminar mi cuenta definitivamente',
    wrong: 'La contraseña no es correcta. No se ha eliminado nada.',
    keeps: 'El total de la comunidad conserva las libras que perdiste, sin tu nombre: no se reduce cuando te vas.',
    deleted: 'Tu cuenta se ha eliminado. Gracias por participar.',
    signInForm: 'Iniciar sesión',
    email: 'Correo electrónico',
    passwordField: 'Contraseña',
    submit: 'Entrar',
    refused: 'Correo electrónico o contraseña no válidos',
  },
};

forEachLocale(WORDS, (w, locale) => {
  test(`deletes the account from the Profile (${locale}), signs out to the home page, and the sign-in then fails`, async ({ page }) => {
    const email = await signInAsNewPerson(page, `delete-${locale}`, 'GoodPass123', { locale });
    await page.goto(`${w.prefix}/account/profile`);

    const section = page.getByRole('region', { name: w.section });
    await expect(section.getByText(w.keeps)).toBeVisible();
    await (await hydratedControl(section.getByRole('button', { name: w.section }))).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await expect(dialog.getByText(w.keeps)).toBeVisible();

    // A wrong password deletes nothing and says so.
    await fillAndPress(dialog, w.password, 'WrongPass123', w.confirm);
    await expect(dialog.getByText(w.wrong)).toBeVisible();

    await fillAndPress(dialog, w.password, 'GoodPass123', w.confirm);
    await expect(page.getByText(w.deleted)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^http://[^/]+${w.prefix}/?$`));
    expect(await page.evaluate(async () => (await fetch('/api/auth/session')).json())).toEqual({});

    await page.goto(`${w.prefix}/login`);
    const form = page.getByRole('form', { name: w.signInForm });
    await form.getByLabel(w.email).fill(email);
    await form.getByLabel(w.passwordField).fill('GoodPass123');
    await form.getByRole('button', { name: w.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(w.refused);
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/login`));
  });
});
