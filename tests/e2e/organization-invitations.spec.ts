import { expect, test, type Page } from '@playwright/test';

const ADMIN = { email: 'admin@demo.example.org', password: 'DemoAdmin2026' };
const MEMBER = { email: 'member@demo.example.org', password: 'DemoMember2026' };

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password').fill(who.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-weight-tracker$/);
}

async function openMenu(page: Page) {
  await page.getByText('Account menu').click();
}

test('an admin invites the demo member, who accepts; the admin then removes them', async ({ page: adminPage, browser, baseURL, viewport, isMobile, hasTouch }) => {
  // Two people at once: a second browser context with the same project settings.
  const memberContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const memberPage = await memberContext.newPage();

  // The admin switches to the organisation account and invites the member.
  await signIn(adminPage, ADMIN);
  await adminPage.goto('/account/org-management');
  await expect(adminPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible(); // the personal account is current
  await openMenu(adminPage);
  const accounts = adminPage.getByRole('region', { name: 'Accounts' });
  await expect(accounts.getByRole('button', { name: /^Personal Account/ })).toContainText('Personal');
  await accounts.getByRole('button', { name: /^Demo Organization/ }).click();
  await expect(accounts.getByRole('button', { name: /^Demo Organization/ })).toContainText('Organizational');
  await expect(adminPage.getByRole('heading', { name: 'Organization Management' })).toBeVisible();
  const invite = adminPage.getByRole('form', { name: 'Invite new admins' });
  await expect(invite.getByLabel('Role')).toHaveValue('OrganizationAdmin');
  await invite.getByLabel('Email').fill('nobody-here@example.org');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(adminPage.getByText('User does not exist. An invitation email has been sent, but they will need to create an account before they can be invited again.')).toBeVisible();
  await invite.getByLabel('Email').fill(MEMBER.email);
  await invite.getByLabel('Role').selectOption('User');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(adminPage.getByText('Invitation sent')).toBeVisible();

  // The member sees the dialog once per session; the bell brings it back.
  await signIn(memberPage, MEMBER);
  const dialog = memberPage.getByRole('dialog', { name: 'Organization Invitation' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Demo Organization')).toBeVisible();
  await expect(dialog.getByLabel('Select all')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await memberPage.reload();
  const bell = memberPage.getByRole('button', { name: 'Pending invitations (1)' });
  await expect(bell).toBeVisible();
  await expect(dialog).toBeHidden();
  await bell.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Accept Selected' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Reject Selected' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Demo Organization/ }).check();
  await dialog.getByRole('button', { name: 'Accept Selected' }).click();
  await expect(memberPage.getByText('Invitation(s) accepted.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(bell).toBeHidden();
  await openMenu(memberPage);
  await expect(memberPage.getByRole('region', { name: 'Accounts' }).getByRole('button', { name: /^Personal \(Demo Organization\)/ })).toBeVisible();

  // The admin finds them Active, then removes them.
  await adminPage.reload();
  await adminPage.getByLabel('Filter by email').fill('member@demo');
  const row = adminPage.getByRole('row').filter({ hasText: MEMBER.email });
  await expect(row).toContainText('Active');
  await expect(adminPage.getByText(/^Showing 1 of \d+ results$/)).toBeVisible();
  await row.getByRole('button', { name: 'Remove' }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: 'Remove user' });
  await expect(confirm).toContainText(MEMBER.email);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(adminPage.getByText('User removed')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(adminPage.getByText('Showing 0 of')).toBeVisible();

  // Gone for the member too: only the personal account is left, so no Accounts section.
  await memberPage.reload();
  await openMenu(memberPage);
  await expect(memberPage.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(memberPage.getByRole('region', { name: 'Accounts' })).toHaveCount(0);
  await memberContext.close();
});

test('a member who is not an admin sees Access Denied on Organization Management', async ({ page }) => {
  await signIn(page, MEMBER);
  await page.goto('/account/org-management');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Account must be an Organization to view this page.')).toBeVisible();
});

test('the profile saves names and sets the organisation once', async ({ page }) => {
  const email = `profile-${Date.now()}@example.org`;
  await page.goto('/login');
  const register = page.getByRole('form', { name: 'Create an account' });
  await register.getByLabel('First name').fill('Pat');
  await register.getByLabel('Last name').fill('Profile');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Password').fill('Profile2026');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/my-weight-tracker$/);
  await page.goto('/account/profile');
  const form = page.getByRole('form', { name: 'Profile' });
  await form.getByLabel('First name').fill('');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('This field is required.')).toBeVisible();
  await form.getByLabel('First name').fill('Patricia');
  await form.getByLabel('Organization').selectOption({ label: 'Demo Organization' });
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(form.getByLabel('Organization')).toBeDisabled();
  await expect(form.getByText('Your organization is set and cannot be changed.')).toBeVisible();
  await openMenu(page);
  await expect(page.getByRole('region', { name: 'Accounts' }).getByRole('button', { name: /^Personal \(Demo Organization\)/ })).toBeVisible();
});
