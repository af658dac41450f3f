import { expect, test } from '@playwright/test';

test('sign-in errors arrive in the error parameter and are shown translated', async ({ page }) => {
  await page.goto('/login?error=TooManyAttempts');
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('Too many attempts. Please wait a minute and try again.');
  await page.goto('/login?error=SomethingUnknown');
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('Something went wrong');
  await page.goto('/es-ES/login?error=EmailNotVerified');
  await expect(page.getByRole('form', { name: 'Iniciar sesión' }).getByRole('alert')).toHaveText('Verifica tu correo electrónico antes de iniciar sesión');
});

test('when the sign-in options cannot be loaded, the person lands on the error page', async ({ page }) => {
  await page.route('**/api/auth/providers', (route) => route.abort());
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login\?error=ProvidersUnavailable/);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('The sign-in options could not be loaded.');
});

test('the provider buttons show only the enabled providers', async ({ page }) => {
  await page.goto('/login');
  const providers = page.getByRole('group', { name: 'Or continue with' });
  // SPEC §2 order: Google, Apple, Microsoft, the coalition's own, Facebook (all five are enabled in the e2e run).
  await expect(providers.getByRole('button')).toHaveText([
    'Continue with Google',
    'Continue with Apple',
    'Continue with Microsoft',
    'Continue with Coalition sign-in',
    'Continue with Facebook',
  ]);
});

test('finding 5: the lockout refusal is shown translated', async ({ page }) => {
  await page.goto('/login?error=SignInLocked');
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('Too many wrong passwords for this account. Please try again later.');
  await page.goto('/es-ES/login?error=SignInLocked');
  await expect(page.getByRole('form', { name: 'Iniciar sesión' }).getByRole('alert')).toHaveText(
    'Has puesto mal la contraseña de esta cuenta demasiadas veces. Vuelve a probar más tarde.',
  );
});
