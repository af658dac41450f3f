import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { apiSignIn, type SignedInApi } from './support/api';
import { hydratedControl } from './support/shell';
import { demoOrganizationAdmin, openDemoOrganizationManagement } from './support/organization';
import { linkProviderByPassword, signIn, signInAtProvider } from './support/sign-in';

// The dictionary's error messages, each reached the way a person reaches it
// (no stubbed answers: a lost connection, or a change made meanwhile in another tab or by another admin).

test('a sign-in without a connection says "Network error", and goes through once it is back', async ({ page, context }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  // An empty submit first: the form's validation loads with it (a chunk fetched on first use).
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByText('Email is required.')).toBeVisible();
  await form.getByLabel('Email').fill('member@demo.example.org');
  await form.getByLabel('Password').fill('DemoMember2026');
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toHaveText('Network error');
  await context.setOffline(false);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-weight-tracker$/);
});

test('es-ES: registrarse sin conexión dice "Error de red" y no crea la cuenta', async ({ page, context, baseURL }) => {
  const email = e2eEmail('sin-red');
  await page.goto('/es-ES/login');
  const form = page.getByRole('form', { name: 'Crear una cuenta' });
  await form.getByRole('button', { name: 'Registrarse' }).click();
  await expect(form.getByText('Este campo es obligatorio.').first()).toBeVisible();
  await form.getByLabel('Nombre', { exact: true }).fill('Ana');
  await form.getByLabel('Apellido').fill('Ruiz');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill('SinRed2026');
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Registrarse' }).click();
  await expect(form.getByRole('alert')).toHaveText('Error de red');
  await context.setOffline(false);
  // Nothing reached the server: the address is still free to register.
  const registered = await page.request.post(`${baseURL}/api/Auth/register`, { data: { email, password: 'SinRed2026', firstName: 'Ana', lastName: 'Ruiz' } });
  expect(registered.status()).toBe(202);
});

test('unlinking a provider already unlinked in another tab says "Failed to unlink Google account"', async ({ page, context }) => {
  const email = e2eEmail('unlink-twice');
  await createVerifiedAccount(page, email, 'Unlink2026');
  await linkProviderByPassword(page, 'Continue with Google', email, 'Unlink2026');

  const googleIn = (p: Page) => p.getByRole('list', { name: 'Sign-in providers' }).getByRole('listitem').filter({ hasText: 'Google' });
  await page.goto('/link-accounts');
  await expect(googleIn(page)).toContainText('Linked');
  const otherTab = await context.newPage();
  await otherTab.goto('/link-accounts');
  await (await hydratedControl(googleIn(otherTab).getByRole('button', { name: 'Unlink Google' }))).click();
  await expect(googleIn(otherTab)).toContainText('Not linked');
  await otherTab.close();

  await googleIn(page).getByRole('button', { name: 'Unlink Google' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to unlink Google account');
});

test('linking a provider without a connection says "Failed to link Google account", and links once it is back', async ({ page, context }) => {
  const email = e2eEmail('link-offline');
  await createVerifiedAccount(page, email, 'LinkOff2026');
  await signIn(page, email, 'LinkOff2026');
  await page.goto('/link-accounts');
  const google = page.getByRole('list', { name: 'Sign-in providers' }).getByRole('listitem').filter({ hasText: 'Google' });
  await expect(google).toContainText('Not linked');
  await context.setOffline(true);
  await (await hydratedControl(google.getByRole('button', { name: 'Link Google' }))).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to link Google account');
  await context.setOffline(false);
  await google.getByRole('button', { name: 'Link Google' }).click();
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/link-accounts$/);
  await expect(page.getByRole('list', { name: 'Sign-in providers' }).getByRole('listitem').filter({ hasText: 'Google' })).toContainText('Linked');
});

/** A verified person invited to the demo organisation by its admin (accepted when `accept`). */
async function invitedToDemo(page: Page, baseURL: string, demoAdmin: SignedInApi, demo: string, label: string, accept: boolean) {
  const email = e2eEmail(label);
  await createVerifiedAccount(page, email, 'Invited2026');
  await demoAdmin.send('POST', '/api/Account/invite', 201, { email, role: 'User', accountId: demo });
  const person = await apiSignIn(baseURL, email, 'Invited2026');
  if (accept) {
    const [invitation] = await person.get<Array<{ id: string }>>('/api/Account/my-invitations');
    await person.send('POST', '/api/Account/accept-invitation', 200, { userAccountId: invitation!.id });
  }
  return { email, person };
}

test('Organization Management: resending an invitation accepted meanwhile, and removing someone another tab removed meanwhile, each say they failed', async ({
  page,
  baseURL,
}) => {
  const { admin: demoAdmin, organizationId: demo } = await demoOrganizationAdmin(baseURL!);
  const pending = await invitedToDemo(page, baseURL!, demoAdmin, demo, 'resend-late', false);
  const member = await invitedToDemo(page, baseURL!, demoAdmin, demo, 'remove-late', true);

  // The demo admin has the page open in one tab; the changes happen meanwhile elsewhere (the
  // invitee, and the same admin in another tab, through the API).
  await signIn(page, 'admin@demo.example.org', 'DemoAdmin2026');
  await openDemoOrganizationManagement(page);
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const filter = page.getByLabel('Filter by name or email');

  // The filter applies after a pause: wait for its one row, not the unfiltered list's.
  const filtered = page.getByRole('status').filter({ hasText: /^Showing 1 of \d+ results$/ });
  await filter.fill(pending.email);
  await expect(filtered).toBeVisible();
  const pendingRow = page.getByRole('row').filter({ hasText: pending.email });
  await expect(pendingRow.getByRole('cell').nth(3)).toHaveText('Invited');
  const [invitation] = await pending.person.get<Array<{ id: string }>>('/api/Account/my-invitations');
  await pending.person.send('POST', '/api/Account/accept-invitation', 200, { userAccountId: invitation!.id });
  await pendingRow.getByRole('button', { name: 'Resend' }).click();
  await expect(notifications.getByText('Failed to resend invitation', { exact: true })).toBeVisible();

  await filter.fill(member.email);
  await expect(page.getByRole('row').filter({ hasText: pending.email })).toHaveCount(0);
  await expect(filtered).toBeVisible();
  const memberRow = page.getByRole('row').filter({ hasText: member.email });
  await expect(memberRow.getByRole('cell').nth(3)).toHaveText('Active');
  await demoAdmin.send('DELETE', `/api/Account/${demo}/users/${member.person.userId}`, 204);
  await memberRow.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog', { name: 'Remove user' }).getByRole('button', { name: 'Remove' }).click();
  await expect(notifications.getByText('Failed to remove user', { exact: true })).toBeVisible();

  // Nothing else changed: the first is an active member, the second is gone.
  const members = await demoAdmin.get<Array<{ email: string; status: string }>>(`/api/Account/org-admins?accountIds=${demo}`);
  expect(members.filter((m) => m.email === pending.email).map((m) => m.status)).toEqual(['Active']);
  expect(members.filter((m) => m.email === member.email)).toEqual([]);
  await Promise.all([demoAdmin.dispose(), pending.person.dispose(), member.person.dispose()]);
});
