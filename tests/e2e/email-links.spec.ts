import { expect, test } from '@playwright/test';
import { createVerifiedAccount, e2eEmail, followMailedLink } from '../support/e2e-mail';

test('en español: registrarse, verificar desde el correo e iniciar sesión', async ({ page }) => {
  const email = e2eEmail('es');
  await page.goto('/es-ES/login');
  const register = page.getByRole('form', { name: 'Crear una cuenta' });
  await register.getByLabel('Nombre').fill('Lucía');
  await register.getByLabel('Apellido').fill('Pérez');
  await register.getByLabel('Correo electrónico').fill(email);
  await register.getByLabel('Contraseña').fill('Espana2026');
  await register.getByRole('button', { name: 'Registrarse' }).click();
  await expect(register.getByRole('status')).toContainText('Revisa tu correo');

  await followMailedLink(page, email, '/verify-email');
  await expect(page).toHaveURL(/\/es-ES\/verify-email\?token=/);
  await expect(page.getByRole('heading', { name: 'Verificación del correo' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Tu correo está verificado. Ya puedes iniciar sesión.')).toBeVisible();

  // The same link a second time is spent.
  await followMailedLink(page, email, '/verify-email');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('La verificación falló. El enlace puede no ser válido o haber caducado');

  await page.goto('/es-ES/login');
  const signIn = page.getByRole('form', { name: 'Iniciar sesión' });
  await signIn.getByLabel('Correo electrónico').fill(email);
  await signIn.getByLabel('Contraseña').fill('Espana2026');
  await signIn.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/es-ES\/my-weight-tracker$/);
});

test('an unverified person can have the verification mail sent again', async ({ page }) => {
  const email = e2eEmail('resend');
  await page.request.post('/api/Auth/register', { data: { email, password: 'Resend2026', firstName: 'Re', lastName: 'Send' } });
  await page.goto('/login');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('Resend2026');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Please verify your email before logging in');
  await signIn.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(signIn.getByRole('status')).toHaveText('If this account still needs verifying, we sent a new link. Check your email.');
  await followMailedLink(page, email, '/verify-email', 2);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your email is verified. You can sign in now.')).toBeVisible();
});

test('forgot password: the mailed link resets it, and the new one signs in', async ({ page }) => {
  const email = e2eEmail('forgot');
  await createVerifiedAccount(page, email, 'OldPass2026');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText('If an account exists for this email, we sent a link to reset its password. Check your email.');

  await followMailedLink(page, email, '/reset-password', 2);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await page.getByLabel('New password').fill('NewPass2026');
  await page.getByLabel('Confirm password').fill('NewPass2027');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText("Passwords don't match.")).toBeVisible();
  await page.getByLabel('Confirm password').fill('NewPass2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password was reset. You can sign in with it now.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();

  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('OldPass2026');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Invalid email or password');
  await signIn.getByLabel('Password').fill('NewPass2026');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-weight-tracker$/);
});

test('a mailed-link page opened without its token says the link is no good', async ({ page }) => {
  for (const path of ['/verify-email', '/reset-password']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Verification failed. The token may be invalid or expired');
  }
});
