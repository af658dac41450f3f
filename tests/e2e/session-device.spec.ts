import { expect, test } from '@playwright/test';
import { DEMO_MEMBER } from './support/shell';

test('a private page opened signed out sends to sign in and back to the same page and query', async ({ page }) => {
  await page.goto('/my-weight-tracker?range=90');
  await expect(page).toHaveURL(/\/login\?error=SessionRequired&callbackUrl=%2Fmy-weight-tracker%3Frange%3D90$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_MEMBER.email);
  await form.getByLabel('Password').fill(DEMO_MEMBER.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-weight-tracker\?range=90$/);
});
