import { expect, test } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { TEST_SECRETS } from '../support/server';
import { apiSignIn } from './support/api';
import { forEachLocale } from './support/locales';
import { DEMO_MEMBER } from './support/shell';
import { checkState, PREFIX } from './support/sweep';

/**
 * The page of the "keep my account" link mailed before an inactive account is deleted. The
 * mail itself and the deletion are tests/api/retention.test.ts's; here the link is made as the
 * server makes it (src/server/retention/keep-token.ts) under the e2e servers' known secret.
 */
function keepLinkToken(userId: string, warnedAt: number): string {
  const key = createHmac('sha256', TEST_SECRETS.ACCESS_TOKEN_SECRET).update('inactive-account-keep-v1').digest();
  const payload = `${userId}.${warnedAt}`;
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

const WORDS = {
  'en-US': {
    title: 'Keep my account',
    intro: 'Press the button to keep your account. We will not delete it, and your weigh-ins stay.',
    done: 'Your account is kept. Sign in now and then so it stays active.',
    invalid: 'This link is not valid, or the account was already deleted.',
    privacy: 'What we keep, and for how long',
    off: 'We do not delete accounts that are not used. Only you can delete yours, from your profile.',
    audit: 'What admins do (invitations, removals, role changes): a record kept for 2,190 days. It shows your email only while your account exists.',
  },
  'es-ES': {
    title: 'Guardar mi cuenta',
    intro: 'Pulsa el botón para guardar tu cuenta. No la borraremos y tus pesajes se quedan.',
    done: 'Tu cuenta está guardada. Entra de vez en cuando para que siga activa.',
    invalid: 'Este enlace no es válido, o la cuenta ya se borró.',
    privacy: 'Qué guardamos y por cuánto tiempo',
    off: 'No borramos las cuentas que no se usan. Solo tú puedes borrar la tuya, desde tu perfil.',
    audit:
      'Lo que hacen los administradores (invitaciones, bajas, cambios de rol): un registro que guardamos 2190 días. Muestra tu correo solo mientras exista tu cuenta.',
  },
};

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: the mailed link keeps the account at a press of the button; a forged one says so`, async ({ page, baseURL }) => {
    const member = await apiSignIn(baseURL!, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const token = keepLinkToken(member.userId, Date.now());
    await member.dispose();

    await page.goto(`${PREFIX[locale]}/keep-account?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveTitle(`${w.title} · ${locale === 'en-US' ? 'Community Weight Tracker' : 'Registro Comunitario de Peso'}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
    await expect(page.getByText(w.intro)).toBeVisible();
    expect(await checkState(page, locale, 'keep-account')).toEqual([]);
    await page.getByRole('button', { name: w.title }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: w.done })).toBeVisible();
    expect(await checkState(page, locale, 'keep-account kept')).toEqual([]);

    await page.goto(`${PREFIX[locale]}/keep-account?token=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`);
    await page.getByRole('button', { name: w.title }).click();
    await expect(page.getByText(w.invalid)).toBeVisible();
    expect(await checkState(page, locale, 'keep-account invalid')).toEqual([]);
  });

  test(`${locale}: the privacy page says what is kept and that unused accounts stay`, async ({ page }) => {
    await page.goto(`${PREFIX[locale]}/pages/privacy`);
    await expect(page.getByRole('heading', { level: 2, name: w.privacy })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: w.off })).toHaveCount(1);
    await expect(page.getByRole('listitem').filter({ hasText: w.audit })).toHaveCount(1);
    expect(await checkState(page, locale, 'privacy')).toEqual([]);
  });
});
