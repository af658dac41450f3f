import { expect, test } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { hydratedControl } from './support/shell';
import { linkProviderByPassword, signInAtProvider, signInWithCoalition } from './support/sign-in';

test('the coalition sign-in (adfs): in, the last way in kept, out at the provider too', async ({ page }) => {
  const email = e2eEmail('adfs');
  await signInWithCoalition(page, email);
  await expect(page.getByText(`Hello, ${email.split('@')[0]}`)).toBeVisible();

  // Their only way in cannot be unlinked.
  await page.goto('/link-accounts');
  const coalition = page.getByRole('list', { name: 'Sign-in providers' }).getByRole('listitem').filter({ hasText: 'Coalition sign-in' });
  await expect(coalition).toContainText('Linked');
  await (await hydratedControl(coalition.getByRole('button', { name: 'Unlink Coalition sign-in' }))).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This is your only way to sign in, so it cannot be unlinked.');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);

  // Federated sign-out: the provider asks to confirm, then sends the person home.
  await page.evaluate(() => window.localStorage.setItem('currentAccountId', 'some-account'));
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('currentAccountId'))).toBeNull();

  // The provider's session is gone: it asks who is signing in again.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Coalition sign-in' }).click();
  await expect(page.locator('input[name="login"]')).toBeVisible();
});

test('Google with an existing email: linking by password, then unlink and link again', async ({ page }) => {
  const email = e2eEmail('link');
  await createVerifiedAccount(page, email, 'LinkPass2026');

  await linkProviderByPassword(page, 'Continue with Google', email, 'LinkPass2026');

  await page.goto('/link-accounts');
  const google = page.getByRole('list', { name: 'Sign-in providers' }).getByRole('listitem').filter({ hasText: 'Google' });
  await expect(google).toContainText('Linked');
  await (await hydratedControl(google.getByRole('button', { name: 'Unlink Google' }))).click();
  await expect(page.getByText('Google account unlinked')).toBeVisible();
  await expect(google).toContainText('Not linked');

  // Linking from this screen: the provider remembers the person, and the link is back.
  await google.getByRole('button', { name: 'Link Google' }).click();
  await expect(page).toHaveURL(/\/link-accounts$/);
  await expect(page.getByRole('list', { name: 'Sign-in providers' }).getByRole('listitem').filter({ hasText: 'Google' })).toContainText('Linked');
});

test('Spanish: provider buttons and the linking message are translated', async ({ page }) => {
  const email = e2eEmail('enlace');
  await createVerifiedAccount(page, email, 'Enlace2026');
  await page.goto('/es-ES/login');
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  await signInAtProvider(page, email);
  await expect(page.getByRole('form', { name: 'Iniciar sesión' }).getByRole('alert')).toHaveText(
    'Ya hay una cuenta con este correo. Inicia sesión con tu correo y tu contraseña para vincularla',
  );
  await expect(page.getByRole('button', { name: 'Continuar con Acceso de la coalición' })).toBeVisible();
});
