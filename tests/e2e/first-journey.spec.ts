import { expect, test } from '@playwright/test';
import { e2eEmail, followMailedLink } from '../support/e2e-mail';
import { submitRegistration } from './support/forms';

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

test('register, verify the email, sign in, log a weight, see it after a reload, sign out', async ({ page }) => {
  const email = e2eEmail('journey');

  await page.goto('/');
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Registration rules are shown before anything is sent.
  const register = page.getByRole('form', { name: 'Create an account' });
  await register.getByLabel('Email').fill('not-an-email');
  await register.getByLabel('Password').fill('short');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(register.getByText('Password must be at least 8 characters long.')).toBeVisible();
  await expect(register.getByText('This field is required.').first()).toBeVisible();

  await submitRegistration(page, { firstName: 'Jamie', lastName: 'Journey', email, password: 'Journey2026' });

  // Registration sends a verification mail; signing in waits for it.
  await expect(register.getByRole('status')).toHaveText('Check your email: we sent you a link to verify your address before you sign in.');
  const early = page.getByRole('form', { name: 'Sign in' });
  await early.getByLabel('Email').fill(email);
  await early.getByLabel('Password').fill('Journey2026');
  await early.getByRole('button', { name: 'Sign in' }).click();
  await expect(early.getByRole('alert')).toHaveText('Please verify your email before logging in');

  // The link in the mail opens the Email verification screen; Continue verifies.
  await followMailedLink(page, email, '/verify-email');
  await expect(page.getByRole('heading', { name: 'Email verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your email is verified. You can sign in now.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  const first = page.getByRole('form', { name: 'Sign in' });
  await first.getByLabel('Email').fill(email);
  await first.getByLabel('Password').fill('Journey2026');
  await first.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-weight-tracker$/);
  await expect(page.getByRole('heading', { name: 'My weight tracker' })).toBeVisible();
  await expect(page.getByText('No entries yet.')).toBeVisible();

  const weighIn = page.getByRole('region', { name: 'Daily weigh-in' });
  await expect(weighIn.getByLabel('Date')).toHaveValue(localToday());
  await weighIn.getByLabel('Weight (lbs)').fill('-5');
  await weighIn.getByRole('button', { name: 'Log weight' }).click();
  await expect(weighIn.getByText('Weight must be a positive number.')).toBeVisible();

  await weighIn.getByLabel('Weight (lbs)').fill('182.4');
  await weighIn.getByRole('button', { name: 'Log weight' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Weight logged', { exact: true })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('cell', { name: '182.4 lbs' })).toBeVisible();

  await page.reload();
  // Nothing overflows sideways, down to 360 px wide.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(page.getByRole('region', { name: 'History' }).getByRole('cell', { name: '182.4 lbs' })).toBeVisible();

  // Sign out (in the account menu): the dashboard is closed again.
  await page.getByRole('button', { name: 'Account menu for Jamie Journey' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/my-weight-tracker');
  await expect(page).toHaveURL(/\/login\?error=SessionRequired&callbackUrl=%2Fmy-weight-tracker/);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('Please sign in to see this page.');

  // Signing in again comes back to the same history.
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(email);
  await signInForm.getByLabel('Password').fill('Journey2026');
  await signInForm.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-weight-tracker$/);
  await expect(page.getByRole('region', { name: 'History' }).getByRole('cell', { name: '182.4 lbs' })).toBeVisible();
});

test('a wrong password shows a translated error and no session', async ({ page }) => {
  await page.goto('/login');
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill('member@demo.example.org');
  await signInForm.getByLabel('Password').fill('WrongPass123');
  await signInForm.getByRole('button', { name: 'Sign in' }).click();
  await expect(signInForm.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login/);
});

test('the demo member signs in and works in Spanish under /es-ES', async ({ page }) => {
  await page.goto('/es-ES/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión o registrarse' })).toBeVisible();
  const signInForm = page.getByRole('form', { name: 'Iniciar sesión' });
  await signInForm.getByLabel('Correo electrónico').fill('member@demo.example.org');
  await signInForm.getByLabel('Contraseña').fill('DemoMember2026');
  await signInForm.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/es-ES\/my-weight-tracker$/);
  await expect(page.getByRole('heading', { name: 'Mi registro de peso' })).toBeVisible();
  // The seeded history is there.
  await expect(page.getByRole('region', { name: 'Historial' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Historial' }).getByRole('row').nth(1)).toContainText('lb');
  // An empty weight is refused with the Spanish message.
  await page.getByRole('button', { name: 'Registrar peso' }).click();
  await expect(page.getByText('Introduce un peso válido.')).toBeVisible();
});
