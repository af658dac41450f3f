import { expect } from '@playwright/test';
import { createVerifiedAccount, e2eEmail, e2eMailDir } from '../support/e2e-mail';
import { mailsTo, waitForMail } from '../support/mailbox';
import { apiSignIn, localDay, mediumDate, signedInApi, type AccountRow, type SignedInApi } from './support/api';
import { openMenuButton } from './support/shell';
import { test } from './support/second-person';
import { signIn } from './support/sign-in';
import { forEachLocale } from './support/locales';

type OrgMember = { userId: string; email: string; status: string };

/** What the invitation dialog and Organization Management show, per locale (exactly as messages/<locale>.json has it). */
const words = {
  'en-US': {
    prefix: '',
    titleOne: 'Organization Invitation',
    titleMany: 'Organization Invitations',
    selectAll: 'Select all',
    invitedOn: (date: string) => `Invited on ${date}`,
    rejectSelected: 'Reject Selected',
    notifications: 'Notifications',
    rejected: '2 invitations rejected.',
    bell: /^\d+ pending invitations?$/,
    bellOne: '1 pending invitation',
    accountMenu: /^Account menu/,
    accounts: 'Accounts',
    filter: 'Filter by name or email',
    roleUser: 'User',
    statusRejected: 'Rejected',
    statusInvited: 'Invited',
    resend: 'Resend invite',
    remove: 'Remove',
    resent: 'Invitation resent',
  },
  'es-ES': {
    prefix: '/es-ES',
    titleOne: 'Invitación de organización',
    titleMany: 'Invitaciones de organización',
    selectAll: 'Seleccionar todas',
    invitedOn: (date: string) => `Invitación del ${date}`,
    rejectSelected: 'Rechazar seleccionadas',
    notifications: 'Notificaciones',
    rejected: '2 invitaciones rechazadas.',
    bell: /^\d+ invitaci(ón pendiente|ones pendientes)$/,
    bellOne: '1 invitación pendiente',
    accountMenu: /^Menú de la cuenta/,
    accounts: 'Cuentas',
    filter: 'Filtrar por nombre o correo electrónico',
    roleUser: 'Usuario',
    statusRejected: 'Rechazado',
    statusInvited: 'Invitado',
    resend: 'Reenviar invitación',
    remove: 'Quitar',
    resent: 'Invitación reenviada',
  },
};

async function organizationOf(api: SignedInApi, name: string): Promise<string> {
  return (await api.get<{ accounts: AccountRow[] }>(`/api/User/${api.userId}`)).accounts.find((a) => a.accountName === name)!.accountId;
}

async function statusIn(api: SignedInApi, accountId: string, email: string): Promise<string[]> {
  return (await api.get<OrgMember[]>(`/api/Account/org-admins?accountIds=${accountId}&email=${encodeURIComponent(email)}`)).map((m) => m.status);
}

forEachLocale(words, (w, locale) => {
  test(`${locale}: two invitations: the plural title, select all, both rejected in the dialog; a resent one comes back alone`, async ({
    page,
    baseURL,
    secondPage: adminPage,
  }) => {
    const today = mediumDate(localDay(0), locale);
    const email = e2eEmail('invited');
    await createVerifiedAccount(page, email, 'Invited2026', { firstName: 'Ivy', lastName: 'Invited' });
    const demoAdmin = await apiSignIn(baseURL!, 'admin@demo.example.org', 'DemoAdmin2026');
    const libraryAdmin = await apiSignIn(baseURL!, 'library.admin@demo.example.org', 'DemoLibrary2026');
    const demo = await organizationOf(demoAdmin, 'Demo Organization');
    const library = await organizationOf(libraryAdmin, 'County Library');
    await demoAdmin.send('POST', '/api/Account/invite', 201, { email, role: 'User', accountId: demo });
    await libraryAdmin.send('POST', '/api/Account/invite', 201, { email, role: 'User', accountId: library });

    // Two invitations: the plural title and a Select all box that follows the single boxes.
    await signIn(page, email, 'Invited2026', locale);
    const dialog = page.getByRole('dialog', { name: w.titleMany });
    await expect(dialog).toBeVisible();
    const selectAll = dialog.getByRole('checkbox', { name: w.selectAll });
    const demoBox = dialog.getByRole('checkbox', { name: /^Demo Organization/ });
    const libraryBox = dialog.getByRole('checkbox', { name: /^County Library/ });
    await expect(demoBox).toHaveAccessibleName(`Demo Organization ${w.invitedOn(today)}`);
    await expect(dialog.getByRole('button', { name: w.rejectSelected })).toBeDisabled();
    await selectAll.check();
    await expect(demoBox).toBeChecked();
    await expect(libraryBox).toBeChecked();
    await libraryBox.uncheck();
    await expect(selectAll).not.toBeChecked();
    await expect(demoBox).toBeChecked();
    await libraryBox.check();
    await expect(selectAll).toBeChecked();
    await dialog.getByRole('button', { name: w.rejectSelected }).click();
    await expect(page.getByRole('region', { name: w.notifications }).getByText(w.rejected, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: w.bell })).toHaveCount(0);
    expect(await (await signedInApi(page)).get('/api/Account/my-invitations')).toEqual([]);
    expect(await statusIn(demoAdmin, demo, email)).toEqual(['Rejected']);
    expect(await statusIn(libraryAdmin, library, email)).toEqual(['Rejected']);

    // The demo admin resends theirs from Organization Management.
    await signIn(adminPage, 'admin@demo.example.org', 'DemoAdmin2026', locale);
    await openMenuButton(adminPage.getByRole('banner').getByRole('button', { name: w.accountMenu }));
    await adminPage
      .getByRole('region', { name: w.accounts })
      .getByRole('button', { name: /^Demo Organization/ })
      .click();
    await adminPage.keyboard.press('Escape');
    await adminPage.goto(`${w.prefix}/account/org-management`);
    await adminPage.getByLabel(w.filter).fill(email);
    const row = adminPage.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell')).toHaveText([email, 'Ivy Invited', w.roleUser, w.statusRejected, today, w.resend]);
    await row.getByRole('button', { name: w.resend }).click();
    await expect(adminPage.getByRole('region', { name: w.notifications }).getByText(w.resent, { exact: true })).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText([email, 'Ivy Invited', w.roleUser, w.statusInvited, today, `${w.resend}${w.remove}`]);
    expect(await statusIn(demoAdmin, demo, email)).toEqual(['Invited']);
    expect(await statusIn(libraryAdmin, library, email)).toEqual(['Rejected']);

    // The person is mailed again, and finds one invitation: the singular title, no Select all.
    await waitForMail(e2eMailDir(), email, 4);
    expect(
      mailsTo(e2eMailDir(), email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      'Invitation to join County Library',
      'Invitation to join Demo Organization',
      'Invitation to join Demo Organization',
      'Verify your email address',
    ]);
    // The dialog was emptied, never closed, this session: it opens by itself again (SPEC §4).
    await page.reload();
    await expect(page.getByRole('button', { name: w.bellOne })).toBeVisible();
    const single = page.getByRole('dialog', { name: w.titleOne });
    await expect(single).toBeVisible();
    await expect(single.getByRole('checkbox')).toHaveCount(1);
    await expect(single.getByRole('checkbox', { name: /^Demo Organization/ })).not.toBeChecked();
    await expect(single.getByRole('checkbox', { name: w.selectAll })).toHaveCount(0);
    await Promise.all([demoAdmin.dispose(), libraryAdmin.dispose()]);
  });
});
