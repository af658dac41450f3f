import { expect, test } from '@playwright/test';
import { signedInApi } from './support/api';
import { DEMO_MEMBER, openMenuButton } from './support/shell';
import { signInAsNewPerson } from './support/sign-in';

test('signing out leaves nothing on the device that names the person', async ({ page }) => {
  await signInAsNewPerson(page, 'signout-storage', 'SignOut2026', { names: { firstName: 'Sia', lastName: 'Out' } });
  const api = await signedInApi(page);
  await api.send('PUT', `/api/User/${api.userId}/preferences`, 200, { displayUnit: 'kg', heightCm: null });
  await page.reload();
  const stored = () =>
    page.evaluate(() =>
      Object.fromEntries(Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)!).map((key) => [key, localStorage.getItem(key)])),
    );
  await expect.poll(stored).toMatchObject({ 'cwt.lastSessionPerson': api.userId, [`display-unit:${api.userId}`]: 'kg' });

  const header = page.getByRole('banner');
  await openMenuButton(header.getByRole('button', { name: 'Account menu for Sia Out' }));
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header.getByRole('button', { name: 'Account menu', exact: true })).toBeVisible();
  // The page signed out on records that nobody is signed in (and tells the other tabs).
  await expect.poll(() => stored().then((left) => left['cwt.lastSessionPerson'])).toBe('');
  const left = await stored();
  expect(Object.entries(left).filter(([key, value]) => key.includes(api.userId) || value?.includes(api.userId))).toEqual([]);
});

test('a private page opened signed out sends to sign in and back to the same page and query', async ({ page }) => {
  await page.goto('/my-weight-tracker?range=90');
  await expect(page).toHaveURL(/\/login\?error=SessionRequired&callbackUrl=%2Fmy-weight-tracker%3Frange%3D90$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_MEMBER.email);
  await form.getByLabel('Password').fill(DEMO_MEMBER.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-weight-tracker\?range=90$/);
});
