import { expect, test } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { apiSignIn, localDay } from './support/api';
import { sweep, type Sweep, type SweepPage, type SweepState } from './support/sweep';
import { accountMenu, mobileMenu, submitForErrors } from './support/sweep-states';

// Every page a signed-out visitor reaches, at rest and one action away, in both languages and
// colour modes: no WCAG 2.0/2.1 A or AA finding of any impact, no target under 24 px, every
// visible field labelled, headings an outline, nothing moving with reduced motion asked for.

const BAD_TOKEN = 'not-a-token';

/** Presses the page's one button (Continue, Restore, Unsubscribe) and waits for what it answers. */
const pressWithBadToken = (button: string): SweepState => ({
  name: 'link refused',
  scope: 'main',
  enter: async ({ page, t }) => {
    await page
      .getByRole('main')
      .getByRole('button', { name: t(button) })
      .click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  },
});

/** The home page's video, when its code cannot be fetched: the crash overlay ("Oh no"), the app's error page. */
const crashOverlay: SweepState = {
  name: 'crash overlay',
  enter: async ({ page, t }) => {
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.getByRole('button', { name: new RegExp(`^${t('Video.play', { title: '' }).trim()}`) }).click();
    await expect(page.getByRole('alertdialog', { name: t('Errors.ohNo') })).toBeVisible();
  },
  leave: async ({ page }) => page.unroute('**/_next/static/chunks/**'),
};

// The service worker would serve the player's code from its cache, past the route that fails it.
test.use({ serviceWorkers: 'block' });

const signIn = (s: Sweep) => s.page.getByRole('form', { name: s.t('Login.signInHeading') });

function publicPages(shareId: string): SweepPage[] {
  return [
    { path: '/', states: [accountMenu, mobileMenu, crashOverlay] },
    {
      path: '/login',
      states: [
        { name: 'sign-in errors', scope: 'main', enter: (s) => submitForErrors(s, s.t('Login.signInHeading'), s.t('Login.signIn')) },
        { name: 'registration errors', scope: 'main', enter: (s) => submitForErrors(s, s.t('Login.registerHeading'), s.t('Login.register')) },
        {
          name: 'wrong password',
          scope: 'main',
          enter: async (s) => {
            await signIn(s).getByLabel(s.t('Login.email')).fill('nobody-here@example.org');
            await signIn(s).getByLabel(s.t('Login.password')).fill('NotThePassword2026');
            await signIn(s)
              .getByRole('button', { name: s.t('Login.signIn') })
              .click();
            await expect(signIn(s).getByRole('alert')).toHaveText(s.t('AuthErrors.CredentialsSignin'));
          },
        },
      ],
    },
    {
      path: '/forgot-password',
      states: [
        { name: 'errors', scope: 'main', enter: (s) => submitForErrors(s, s.t('ForgotPassword.title'), s.t('ForgotPassword.submit')) },
        {
          name: 'sent',
          scope: 'main',
          enter: async ({ page, t }) => {
            await page
              .getByRole('form', { name: t('ForgotPassword.title') })
              .getByLabel(t('Login.email'))
              .fill('nobody-here@example.org');
            await page.getByRole('button', { name: t('ForgotPassword.submit') }).click();
            await expect(page.getByText(t('ForgotPassword.success'))).toBeVisible();
          },
        },
      ],
    },
    { path: '/reset-password' },
    {
      path: `/reset-password?token=${BAD_TOKEN}`,
      states: [
        { name: 'errors', scope: 'main', enter: (s) => submitForErrors(s, s.t('ResetPassword.title'), s.t('ResetPassword.submit')) },
        {
          name: 'link refused',
          scope: 'main',
          enter: async ({ page, t }) => {
            const form = page.getByRole('form', { name: t('ResetPassword.title') });
            await form.getByLabel(t('ResetPassword.newPassword')).fill('NewPassword2026');
            await form.getByLabel(t('ResetPassword.confirmPassword')).fill('NewPassword2026');
            await form.getByRole('button', { name: t('ResetPassword.submit') }).click();
            await expect(form.getByRole('alert')).toBeVisible();
          },
        },
      ],
    },
    { path: `/verify-email?token=${BAD_TOKEN}`, states: [pressWithBadToken('VerifyEmail.continue')] },
    { path: `/confirm-email-change?token=${BAD_TOKEN}`, states: [pressWithBadToken('ConfirmEmailChange.continue')] },
    { path: `/undo-email-change?token=${BAD_TOKEN}`, states: [pressWithBadToken('UndoEmailChange.restore')] },
    { path: `/reminders/unsubscribe?token=${BAD_TOKEN}`, states: [pressWithBadToken('ReminderUnsubscribe.confirm')] },
    { path: '/pages/about' },
    {
      path: '/accessibility',
      states: [{ name: 'feedback errors', scope: 'main', enter: (s) => submitForErrors(s, s.t('Accessibility.formLabel'), s.t('Accessibility.submit')) }],
    },
    { path: '/no-such-page' },
    { path: `/s/${shareId}` },
  ];
}

test('every signed-out page and state passes the sweep, in both languages and colour modes', async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  // A real share: someone with two weigh-ins and a goal, made outside the signed-out page.
  const email = e2eEmail('sweep-share');
  await createVerifiedAccount(page, email, 'SweepShare2026', { firstName: 'Shay', lastName: 'Sweep' });
  const sharer = await apiSignIn(baseURL!, email, 'SweepShare2026');
  await sharer.send('POST', '/api/WeightLog/log-weight', 201, { weight: 200, logDate: localDay(-1) });
  await sharer.send('POST', '/api/WeightLog/log-weight', 201, { weight: 198, logDate: localDay(0) });
  await sharer.send('POST', '/api/WeightLossGoal', 201, { goalWeight: 190 });
  const share = await sharer.send<{ id: string }>('POST', '/api/Share', 201, { includeWeight: true, timeZone: 'UTC' });
  await sharer.dispose();

  const scanned: string[] = [];
  const found = await sweep(page, publicPages(share.id), scanned);
  test.info().annotations.push({ type: 'scanned', description: `${scanned.length}: ${scanned.join(' | ')}` });
  expect(found).toEqual([]);
});
