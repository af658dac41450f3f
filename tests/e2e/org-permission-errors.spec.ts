import { expect, test } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { signedInApi } from './support/api';
import { demoOrganizationAdmin, openDemoOrganizationManagement } from './support/organization';

type OrgMember = { userId: string; email: string; status: string };

test('an admin removed while the page is open is told they may no longer invite or remove, and nothing changes', async ({ page, baseURL }) => {
  // A second admin of the demo organisation: invited by the demo admin, accepted.
  const email = e2eEmail('ex-admin');
  await createVerifiedAccount(page, email, 'ExAdmin2026', { firstName: 'Ex', lastName: 'Admin' });
  const { admin: demoAdmin, organizationId: demo } = await demoOrganizationAdmin(baseURL!);
  await demoAdmin.send('POST', '/api/Account/invite', 201, { email, role: 'OrganizationAdmin', accountId: demo });

  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('ExAdmin2026');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-weight-tracker$/);
  const me = await signedInApi(page);
  const [invitation] = await me.get<Array<{ id: string }>>('/api/Account/my-invitations');
  await me.send('POST', '/api/Account/accept-invitation', 200, { userAccountId: invitation!.id });

  // Their Organization Management page, with the demo organisation current.
  await page.reload();
  await openDemoOrganizationManagement(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Organization Management' })).toBeVisible();
  await page.getByLabel('Filter by name or email').fill('admin@demo.example.org');
  const adminRow = page.getByRole('row').filter({ hasText: 'admin@demo.example.org' });
  await expect(adminRow.getByRole('cell').nth(3)).toHaveText('Active');

  // Meanwhile the demo admin removes them; the open page does not know yet.
  await demoAdmin.send('DELETE', `/api/Account/${demo}/users/${me.userId}`, 204);
  const notifications = page.getByRole('region', { name: 'Notifications' });

  await adminRow.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog', { name: 'Remove user' }).getByRole('button', { name: 'Remove' }).click();
  await expect(notifications.getByText('You do not have permission to remove users', { exact: true })).toBeVisible();

  const invite = page.getByRole('form', { name: 'Invite new admins' });
  await invite.getByLabel('Email').fill('library.admin@demo.example.org');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(notifications.getByText('You do not have permission to invite users', { exact: true })).toBeVisible();

  // Nothing changed: the demo admin is still there and active, nobody new was invited.
  const members = await demoAdmin.get<OrgMember[]>(`/api/Account/org-admins?accountIds=${demo}`);
  expect(members.filter((m) => m.email === 'admin@demo.example.org').map((m) => m.status)).toEqual(['Active']);
  expect(members.filter((m) => m.email === 'library.admin@demo.example.org')).toEqual([]);
  expect(members.filter((m) => m.email === email)).toEqual([]);
  await demoAdmin.dispose();
});
