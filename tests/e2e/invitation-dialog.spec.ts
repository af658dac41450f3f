import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, e2eEmail, e2eMailDir } from '../support/e2e-mail';
import { mailsTo, waitForMail } from '../support/mailbox';
import { apiSignIn, localDay, signedInApi, type AccountRow, type SignedInApi } from './support/api';

type OrgMember = { userId: string; email: string; status: string };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-weight-tracker$/);
}

const mediumDate = (day: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(`${day}T00:00:00`));

async function organizationOf(api: SignedInApi, name: string): Promise<string> {
  return (await api.get<{ accounts: AccountRow[] }>(`/api/User/${api.userId}`)).accounts.find((a) => a.accountName === name)!.accountId;
}

async function statusIn(api: SignedInApi, accountId: string, email: string): Promise<string[]> {
  return (await api.get<OrgMember[]>(`/api/Account/org-admins?accountIds=${accountId}&email=${encodeURIComponent(email)}`)).map((m) => m.status);
}

test('two invitations: the plural title, select all, both rejected in the dialog; a resent one comes back alone', async ({ page, browser, baseURL, viewport, isMobile, hasTouch }) => {
  const email = e2eEmail('invited');
  await createVerifiedAccount(page, email, 'Invited2026', { firstName: 'Ivy', lastName: 'Invited' });
  const demoAdmin = await apiSignIn(baseURL!, 'admin@demo.example.org', 'DemoAdmin2026');
  const libraryAdmin = await apiSignIn(baseURL!, 'library.admin@demo.example.org', 'DemoLibrary2026');
  const demo = await organizationOf(demoAdmin, 'Demo Organization');
  const library = await organizationOf(libraryAdmin, 'County Library');
  await demoAdmin.send('POST', '/api/Account/invite', 201, { email, role: 'User', accountId: demo });
  await libraryAdmin.send('POST', '/api/Account/invite', 201, { email, role: 'User', accountId: library });

  // Two invitations: the plural title and a Select all box that follows the single boxes.
  await signIn(page, email, 'Invited2026');
  const dialog = page.getByRole('dialog', { name: 'Organization Invitations' });
  await expect(dialog).toBeVisible();
  const selectAll = dialog.getByRole('checkbox', { name: 'Select all' });
  const demoBox = dialog.getByRole('checkbox', { name: /^Demo Organization/ });
  const libraryBox = dialog.getByRole('checkbox', { name: /^County Library/ });
  await expect(demoBox).toHaveAccessibleName(`Demo Organization Invited on ${mediumDate(localDay(0))}`);
  await expect(dialog.getByRole('button', { name: 'Reject Selected' })).toBeDisabled();
  await selectAll.check();
  await expect(demoBox).toBeChecked();
  await expect(libraryBox).toBeChecked();
  await libraryBox.uncheck();
  await expect(selectAll).not.toBeChecked();
  await expect(demoBox).toBeChecked();
  await libraryBox.check();
  await expect(selectAll).toBeChecked();
  await dialog.getByRole('button', { name: 'Reject Selected' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Invitation(s) rejected.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Pending invitations/ })).toHaveCount(0);
  expect(await (await signedInApi(page)).get('/api/Account/my-invitations')).toEqual([]);
  expect(await statusIn(demoAdmin, demo, email)).toEqual(['Rejected']);
  expect(await statusIn(libraryAdmin, library, email)).toEqual(['Rejected']);

  // The demo admin resends theirs from Organization Management.
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin@demo.example.org', 'DemoAdmin2026');
  await adminPage.getByRole('banner').getByRole('button', { name: /^Account menu/ }).click();
  await adminPage.getByRole('region', { name: 'Accounts' }).getByRole('button', { name: /^Demo Organization/ }).click();
  await adminPage.keyboard.press('Escape');
  await adminPage.goto('/account/org-management');
  await adminPage.getByLabel('Filter by email').fill(email);
  const row = adminPage.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell')).toHaveText([email, 'Ivy Invited', 'User', 'Rejected', mediumDate(localDay(0)), 'Resend invite']);
  await row.getByRole('button', { name: 'Resend invite' }).click();
  await expect(adminPage.getByRole('region', { name: 'Notifications' }).getByText('Invitation resent', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText([email, 'Ivy Invited', 'User', 'Invited', mediumDate(localDay(0)), 'Resend inviteRemove']);
  expect(await statusIn(demoAdmin, demo, email)).toEqual(['Invited']);
  expect(await statusIn(libraryAdmin, library, email)).toEqual(['Rejected']);
  await adminContext.close();

  // The person is mailed again, and finds one invitation: the singular title, no Select all.
  await waitForMail(e2eMailDir(), email, 4);
  expect(mailsTo(e2eMailDir(), email).map((m) => m.subject).sort()).toEqual([
    'Invitation to join County Library',
    'Invitation to join Demo Organization',
    'Invitation to join Demo Organization',
    'Verify your email address',
  ]);
  // The dialog was emptied, never closed, this session: it opens by itself again (SPEC §4).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pending invitations (1)' })).toBeVisible();
  const single = page.getByRole('dialog', { name: 'Organization Invitation' });
  await expect(single).toBeVisible();
  await expect(single.getByRole('checkbox')).toHaveCount(1);
  await expect(single.getByRole('checkbox', { name: /^Demo Organization/ })).not.toBeChecked();
  await expect(single.getByRole('checkbox', { name: 'Select all' })).toHaveCount(0);
  await Promise.all([demoAdmin.dispose(), libraryAdmin.dispose()]);
});
