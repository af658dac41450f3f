import { expect, type Page } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { signedInApi } from './support/api';
import { openMenuButton } from './support/shell';
import { test } from './support/second-person';
import { signIn, type E2eLocale } from './support/sign-in';
import { forEachLocale } from './support/locales';

/**
 * A person asks to join the demo organisation from the Profile (and
 * withdraws once, then asks again); its admin approves in Organization Management; the person is
 * told and now has the organisation; the admin sees the organisation's progress on its dashboard.
 */
const ADMIN = { email: 'admin@demo.example.org', password: 'DemoAdmin2026' };
const ORG = 'Demo Organization';

const WORDS = {
  'en-US': {
    prefix: '',
    profile: 'Profile',
    organization: 'Organization',
    save: 'Save profile',
    accountMenu: /^Account menu/,
    accounts: 'Accounts',
    sent: `Profile updated. Your request to join ${ORG} was sent to its admins.`,
    waiting: `Your request to join ${ORG} is waiting for its admins. They see nothing about you until they approve it.`,
    withdraw: 'Withdraw request',
    withdrawn: `Your request to join ${ORG} was withdrawn.`,
    filter: 'Filter by name or email',
    requested: 'Requested',
    active: 'Active',
    approveOf: 'Approve the request of Pat Asker',
    approved: (email: string) => `${email} is now a member.`,
    told: `${ORG} approved your request to join. Your organization is now set.`,
    locked: 'Your organization is set and cannot be changed.',
    personalOf: new RegExp(`^Personal \\(${ORG}\\)`),
    progress: `Progress of ${ORG}`,
    members: 'Members',
    activeThisWeek: 'Active this week',
    poundsLost: 'Pounds lost together',
    showTable: 'Show the numbers as a table',
    weekEnding: 'Week ending',
    yourNumbers: 'Your numbers',
    fewerThan: 'fewer than 11',
  },
  'es-ES': {
    prefix: '/es-ES',
    profile: 'Perfil',
    organization: 'Organización',
    save: 'Guardar perfil',
    accountMenu: /^Menú de la cuenta/,
    accounts: 'Cuentas',
    sent: `Perfil actualizado. Tu solicitud para unirte a ${ORG} se envió a sus administradores.`,
    waiting: `Tu solicitud para unirte a ${ORG} está esperando a sus administradores. No ven nada sobre ti hasta que la aprueben.`,
    withdraw: 'Retirar solicitud',
    withdrawn: `Se retiró tu solicitud para unirte a ${ORG}.`,
    filter: 'Filtrar por nombre o correo electrónico',
    requested: 'Solicitado',
    active: 'Activo',
    approveOf: 'Aprobar la solicitud de Pat Asker',
    approved: (email: string) => `${email} ya es miembro.`,
    told: `${ORG} aceptó tu solicitud. Ya es tu organización.`,
    locked: 'Tu organización ya está definida y no se puede cambiar.',
    personalOf: new RegExp(`^Personal de ${ORG}`),
    progress: `Progreso de ${ORG}`,
    members: 'Miembros',
    activeThisWeek: 'Activos esta semana',
    poundsLost: 'Libras perdidas entre todos',
    showTable: 'Ver los números en una tabla',
    weekEnding: 'Semana que termina el',
    yourNumbers: 'Tus cifras',
    fewerThan: 'menos de 11',
  },
} satisfies Record<E2eLocale, unknown>;

type Figure = { value: number | null; suppressed: boolean };
type Progress = { members: number; activeThisWeek: Figure; poundsLost: Figure; weekly: unknown[] };

const openMenu = (page: Page, locale: E2eLocale) => openMenuButton(page.getByRole('banner').getByRole('button', { name: WORDS[locale].accountMenu }));

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: asks to join on the Profile, the admin approves, both see the organisation`, async ({ page, secondPage: adminPage }) => {
    const email = e2eEmail(`join-${locale}`);
    await createVerifiedAccount(page, email, 'GoodPass123', { firstName: 'Pat', lastName: 'Asker' });
    await signIn(page, email, 'GoodPass123', locale);

    // The person asks, withdraws, and asks again.
    await page.goto(`${w.prefix}/account/profile`);
    const form = page.getByRole('form', { name: w.profile });
    await form.getByLabel(w.organization).selectOption({ label: ORG });
    await form.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.sent)).toBeVisible();
    await expect(form.getByText(w.waiting)).toBeVisible();
    await expect(form.getByLabel(w.organization)).toBeDisabled();
    await form.getByRole('button', { name: w.withdraw }).click();
    await expect(page.getByText(w.withdrawn)).toBeVisible();
    await expect(form.getByLabel(w.organization)).toBeEnabled();
    await form.getByLabel(w.organization).selectOption({ label: ORG });
    await form.getByRole('button', { name: w.save }).click();
    await expect(form.getByText(w.waiting)).toBeVisible();

    // The admin, in a second browser with the same project settings, switches to the organisation.
    await signIn(adminPage, ADMIN.email, ADMIN.password, locale);
    await adminPage.goto(`${w.prefix}/account/org-management`);
    await openMenu(adminPage, locale);
    await adminPage
      .getByRole('region', { name: w.accounts })
      .getByRole('button', { name: new RegExp(`^${ORG}`) })
      .click();
    await adminPage.keyboard.press('Escape');
    const adminApi = await signedInApi(adminPage);
    const demo = (await adminApi.get<Array<{ accountId: string; accountName: string }>>('/api/Account/organizations')).find((o) => o.accountName === ORG)!;
    const before = await adminApi.get<Progress>(`/api/WeightLog/organization/${demo.accountId}/progress`);

    await adminPage.getByLabel(w.filter).fill(email);
    const row = adminPage.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(w.requested);
    await row.getByRole('button', { name: w.approveOf }).click();
    await expect(adminPage.getByText(w.approved(email))).toBeVisible();
    await expect(row).toContainText(w.active);

    // The person is told, and the organisation is theirs, fixed.
    await page.reload();
    await expect(page.getByText(w.told)).toBeVisible();
    await expect(form.getByText(w.locked)).toBeVisible();
    await openMenu(page, locale);
    await expect(page.getByRole('region', { name: w.accounts }).getByRole('button', { name: w.personalOf })).toBeVisible();

    // The admin's dashboard for the organisation shows its progress, one more member than before.
    const after = await adminApi.get<Progress>(`/api/WeightLog/organization/${demo.accountId}/progress`);
    expect(after.members).toBe(before.members + 1);
    await adminPage.goto(`${w.prefix}/my-weight-tracker`);
    const card = adminPage.getByRole('region', { name: w.progress });
    await expect(card.getByRole('definition').first()).toHaveText(String(after.members));
    await expect(card.getByText(w.members, { exact: true })).toBeVisible();
    await expect(card.getByText(w.activeThisWeek, { exact: true })).toBeVisible();
    // Fewer than 11 members weighed in: the figures about them are suppressed.
    expect(after.poundsLost).toEqual({ value: null, suppressed: true });
    await expect(card.getByRole('definition').nth(2)).toHaveText(w.fewerThan);
    await expect(adminPage.getByRole('heading', { name: w.yourNumbers })).toHaveCount(0);
    await card.getByText(w.showTable).click();
    const table = card.getByRole('table');
    await expect(table.getByRole('columnheader', { name: w.weekEnding })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(after.weekly.length + 1);
  });
});
