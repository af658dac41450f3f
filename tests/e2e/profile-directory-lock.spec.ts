import { expect, test } from '@playwright/test';
import { e2eEmail } from '../support/e2e-mail';
import { signedInApi } from './support/api';
import { signInWithCoalition } from './support/sign-in';

type UserDetails = { email: string; firstName: string; lastName: string; directoryManaged: boolean; organisation: unknown };

test('a profile from the coalition directory (adfs) is shown locked: read-only fields, no save, and the API refuses a change', async ({ page }) => {
  const email = e2eEmail('directory');
  await signInWithCoalition(page, email);

  const api = await signedInApi(page);
  const before = await api.get<UserDetails>(`/api/User/${api.userId}`);
  expect(before).toMatchObject({ email, directoryManaged: true, organisation: null });

  await page.goto('/account/profile');
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByRole('status')).toHaveText('Active Directory runs this profile, so you cannot change it here.');
  for (const [label, value] of [
    ['Email', before.email],
    ['First name', before.firstName],
    ['Last name', before.lastName],
  ] as const) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(form.getByLabel(label, { exact: true })).not.toBeEditable();
  }
  await expect(form.getByLabel('Organization')).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Save profile' })).toHaveCount(0);

  // Typing does nothing, and the server refuses a change all the same; nothing is stored.
  await form.getByLabel('First name', { exact: true }).pressSequentially('x');
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue(before.firstName);
  await api.send('PUT', `/api/User/${api.userId}/profile`, 403, { firstName: 'Changed', lastName: 'Name' });
  expect(await api.get<UserDetails>(`/api/User/${api.userId}`)).toEqual(before);
});
