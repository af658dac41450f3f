import { expect, test } from '@playwright/test';
import { createVerifiedAccount, e2eEmail, followMailedLink } from '../support/e2e-mail';
import { fillAndPress, submitRegistration } from './support/forms';
import { forEachLocale } from './support/locales';

test('en español: registrarse, verificar desde el correo e iniciar sesión', async ({ page }) => {
  const email = e2eEmail('es');
  await page.goto('/es-ES/login');
  const register = await submitRegistration(page, { firstName: 'Lucía', lastName: 'Pérez', email, password: 'Espana2026' }, 'es-ES');
  await expect(register.getByRole('status')).toContainText('Mira tu correo');

  await followMailedLink(page, email, '/verify-email');
  await expect(page).toHaveURL(/\/es-ES\/verify-email\?token=/);
  await expect(page.getByRole('heading', { name: 'Verificación del correo' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Tu correo está verificado. Ya puedes iniciar sesión.')).toBeVisible();

  // The same link a second time: the address is verified already, and sign-in is offered.
  await followMailedLink(page, email, '/verify-email');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Tu correo ya estaba verificado. Puedes iniciar sesión.');
  await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/es-ES\/login$/);
  const signIn = page.getByRole('form', { name: 'Iniciar sesión' });
  await signIn.getByLabel('Correo electrónico').fill(email);
  await signIn.getByLabel('Contraseña').fill('Espana2026');
  await signIn.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/es-ES\/my-weight-tracker$/);
});

test('a verification link opened again says the address is verified already and offers sign-in', async ({ page }) => {
  const email = e2eEmail('twice');
  await page.request.post('/api/Auth/register', { data: { email, password: 'Twice2026', firstName: 'Tw', lastName: 'Ice' } });
  await followMailedLink(page, email, '/verify-email');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your email is verified. You can sign in now.')).toBeVisible();

  await followMailedLink(page, email, '/verify-email');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your email was already verified. You can sign in.');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // An unknown token still fails.
  await page.goto('/verify-email?token=not-a-token');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Verification failed. The token may be invalid or expired');
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

/** The password reset flow's words, per locale (exactly as messages/<locale>.json has them). */
const resetWords = {
  'en-US': {
    prefix: '',
    forgotLink: 'Forgot password?',
    forgotTitle: 'Forgot password',
    email: 'Email',
    sendLink: 'Send reset link',
    sent: 'If an account exists for this email, we sent a link to reset its password. Check your email.',
    resetTitle: 'Reset password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    resetButton: 'Reset password',
    mismatch: "Passwords don't match.",
    done: 'Your password was reset. You can sign in with it now.',
    goToSignIn: 'Go to sign in',
    signIn: 'Sign in',
    password: 'Password',
    signInButton: 'Sign in',
    invalid: 'Invalid email or password',
  },
  'es-ES': {
    prefix: '/es-ES',
    forgotLink: '¿Olvidaste tu contraseña?',
    forgotTitle: 'Contraseña olvidada',
    email: 'Correo electrónico',
    sendLink: 'Enviar enlace',
    sent: 'Si existe una cuenta con este correo, te enviamos un enlace para restablecer tu contraseña. Revisa tu correo.',
    resetTitle: 'Restablecer la contraseña',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar contraseña',
    resetButton: 'Restablecer contraseña',
    mismatch: 'Las contraseñas no coinciden.',
    done: 'Tu contraseña se restableció. Ya puedes iniciar sesión con ella.',
    goToSignIn: 'Ir a iniciar sesión',
    signIn: 'Iniciar sesión',
    password: 'Contraseña',
    signInButton: 'Entrar',
    invalid: 'Correo electrónico o contraseña no válidos',
  },
};

forEachLocale(resetWords, (w, locale) => {
  test(`${locale}: forgot password: the mailed link resets it, and the new one signs in`, async ({ page }) => {
    const email = e2eEmail('forgot');
    await createVerifiedAccount(page, email, 'OldPass2026');

    await page.goto(`${w.prefix}/login`);
    await page.getByRole('link', { name: w.forgotLink }).click();
    await expect(page).toHaveURL(new RegExp(`^http://[^/]+${w.prefix}/forgot-password$`));
    await expect(page.getByRole('heading', { name: w.forgotTitle })).toBeVisible();
    await page.getByLabel(w.email).fill(email);
    await page.getByRole('button', { name: w.sendLink }).click();
    await expect(page.getByRole('status')).toHaveText(w.sent);

    await followMailedLink(page, email, '/reset-password', 2);
    await expect(page).toHaveURL(new RegExp(`^http://[^/]+${w.prefix}/reset-password\\?token=`));
    await expect(page.getByRole('heading', { name: w.resetTitle })).toBeVisible();
    await page.getByLabel(w.newPassword).fill('NewPass2026');
    await fillAndPress(page, w.confirmPassword, 'NewPass2027', w.resetButton);
    await expect(page.getByText(w.mismatch)).toBeVisible();
    await fillAndPress(page, w.confirmPassword, 'NewPass2026', w.resetButton);
    await expect(page.getByText(w.done)).toBeVisible();
    await page.getByRole('link', { name: w.goToSignIn }).click();

    const signIn = page.getByRole('form', { name: w.signIn });
    await signIn.getByLabel(w.email).fill(email);
    await signIn.getByLabel(w.password).fill('OldPass2026');
    await signIn.getByRole('button', { name: w.signInButton }).click();
    await expect(signIn.getByRole('alert')).toHaveText(w.invalid);
    await signIn.getByLabel(w.password).fill('NewPass2026');
    await signIn.getByRole('button', { name: w.signInButton }).click();
    await expect(page).toHaveURL(new RegExp(`^http://[^/]+${w.prefix}/my-weight-tracker$`));
  });
});

test('a mailed-link page opened without its token says the link is no good', async ({ page }) => {
  for (const path of ['/verify-email', '/reset-password']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Verification failed. The token may be invalid or expired');
  }
});
