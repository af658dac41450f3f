import { expect, test } from '@playwright/test';

// Pressed before React hydrates the page, a form's button made the browser submit the form itself:
// a GET that put the password (or the weight) in the address, and lost the entry. The submit
// buttons wait for hydration (src/components/ui/submit-button.tsx).

test('before its scripts run, the sign-in form cannot be sent, and no password reaches the address bar', async ({ page }) => {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('someone@example.org');
  await form.getByLabel('Password').fill('NotInTheUrl2026');
  await expect(form.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await form.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(form.getByLabel('Password')).toHaveValue('NotInTheUrl2026');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
});

test('once hydrated, the same button is enabled', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' })).toBeEnabled();
});
