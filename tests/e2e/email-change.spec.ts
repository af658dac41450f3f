import { expect, test } from '@playwright/test';
import { e2eEmail, followMailedLink } from '../support/e2e-mail';
import { signInAsNewPerson } from './support/sign-in';

// A new email takes effect only through the link mailed to it.

test('finding 2: the profile asks for a new email, shows it pending, and the mailed link makes it the email', async ({ page }) => {
  const newEmail = e2eEmail('changed-en');
  const email = await signInAsNewPerson(page, 'change-en', 'Change2026', { names: { firstName: 'Chris', lastName: 'Change' } });

  await page.goto('/account/profile');
  const form = page.getByRole('form', { name: 'Profile' });
  await form.getByLabel('Email').fill(newEmail);
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}. Your email changes once you open it.`)).toBeVisible();
  await expect(form.getByText(`Waiting for confirmation of ${newEmail} — check that inbox. Until you open the link, your email stays ${email}.`)).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue(email);

  await followMailedLink(page, newEmail, '/confirm-email-change');
  await expect(page.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Your email is now ${newEmail}. Use it to sign in from now on.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Email')).toHaveValue(newEmail);
  await expect(page.getByRole('button', { name: 'Cancel email change' })).toHaveCount(0);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('finding 2, en español: cancelar un cambio pendiente y confirmar otro desde el correo', async ({ page }) => {
    const dropped = e2eEmail('descartado-es');
    const newEmail = e2eEmail('nuevo-es');
    await signInAsNewPerson(page, 'cambio-es', 'Cambio2026', { names: { firstName: 'Lucía', lastName: 'Cambio' }, locale: 'es-ES' });

    await page.goto('/es-ES/account/profile');
    const form = page.getByRole('form', { name: 'Perfil' });
    await form.getByLabel('Correo electrónico').fill(dropped);
    await form.getByRole('button', { name: 'Guardar perfil' }).click();
    const pending = form.getByText(`Esperando la confirmación de ${dropped}: revisa esa bandeja de entrada.`, { exact: false });
    await expect(pending).toBeVisible();
    await form.getByRole('button', { name: 'Cancelar el cambio de correo' }).click();
    await expect(page.getByText('Se canceló el cambio de correo.')).toBeVisible();
    await expect(pending).toHaveCount(0);

    await form.getByLabel('Correo electrónico').fill(newEmail);
    await form.getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(page.getByText(`Enviamos un enlace a ${newEmail}. Tu correo cambiará cuando lo abras.`)).toBeVisible();
    await expect(form.getByText(`Esperando la confirmación de ${newEmail}: revisa esa bandeja de entrada.`, { exact: false })).toBeVisible();
    // Nothing overflows the narrow screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await followMailedLink(page, newEmail, '/confirm-email-change');
    await expect(page).toHaveURL(/\/es-ES\/confirm-email-change\?token=/);
    await expect(page.getByRole('heading', { name: 'Confirma tu nuevo correo' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText(`Tu correo ahora es ${newEmail}. Úsalo para iniciar sesión a partir de ahora.`)).toBeVisible();
    await page.getByRole('link', { name: 'Ir a tu perfil' }).click();
    await expect(page.getByRole('form', { name: 'Perfil' }).getByLabel('Correo electrónico')).toHaveValue(newEmail);
  });
});
