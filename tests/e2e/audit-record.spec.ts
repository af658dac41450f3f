import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { forEachLocale } from './support/locales';
import { demoOrganizationAdmin } from './support/organization';
import { signIn, type E2eLocale } from './support/sign-in';

/**
 * The audit record: an organisation's admin invites a person and removes them; the coalition's
 * Admin finds both entries from the coalition dashboard, narrows the list with the filters (an
 * empty result included) and downloads the CSV, in both languages, at 1280 and 360 px.
 */
const WORDS = {
  'en-US': {
    prefix: '',
    link: 'Audit record of admin actions',
    title: 'Audit record',
    filters: 'Filter the entries',
    intro: 'Each entry is kept for 2190 days.',
    action: 'Action',
    actor: "Admin's email contains",
    organization: 'Organization',
    from: 'From',
    to: 'To',
    apply: 'Apply filters',
    clear: 'Clear filters',
    download: 'Download CSV',
    invited: 'Invitation',
    removed: 'Member removed',
    empty: 'No entries match these filters.',
    done: 'Done',
    rangeInvalid: 'Choose a start on or before the end.',
  },
  'es-ES': {
    prefix: '/es-ES',
    link: 'Registro de auditoría de las acciones de administración',
    title: 'Registro de auditoría',
    filters: 'Filtra las entradas',
    intro: 'Cada entrada se guarda 2190 días.',
    action: 'Acción',
    actor: 'El correo del administrador contiene',
    organization: 'Organización',
    from: 'Desde',
    to: 'Hasta',
    apply: 'Aplicar filtros',
    clear: 'Quitar filtros',
    download: 'Descargar CSV',
    invited: 'Invitación',
    removed: 'Miembro quitado',
    empty: 'Ninguna entrada coincide con estos filtros.',
    done: 'Hecho',
    rangeInvalid: 'Elige un inicio igual o anterior al final.',
  },
} satisfies Record<E2eLocale, unknown>;

async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: the coalition's Admin finds an invitation and a removal, filters them and downloads them as CSV`, async ({ page, baseURL }) => {
    // Addresses are kept in lower case.
    const person = e2eEmail(`audit-${locale}`).toLowerCase();
    await createVerifiedAccount(page, person, 'AuditRecord2026');
    const { admin, organizationId } = await demoOrganizationAdmin(baseURL!);
    const invited = await admin.send<{ userId: string }>('POST', '/api/Account/invite', 201, { email: person, role: 'User', accountId: organizationId });
    await admin.send('DELETE', `/api/Account/${organizationId}/users/${invited.userId}`, 204);
    await admin.dispose();

    await signIn(page, 'coalition@demo.example.org', 'DemoCoalition2026', locale);
    await page.goto(`${w.prefix}/coalition`);
    await page.getByRole('link', { name: w.link }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/coalition/audit$`));
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByText(w.intro)).toBeVisible();

    // Narrowed to the demo admin's removals: the person's removal is there, their invitation is not.
    const filters = page.getByRole('form', { name: w.filters });
    await filters.getByLabel(w.action).selectOption({ label: w.removed });
    await filters.getByLabel(w.actor).fill('ADMIN@DEMO');
    await filters.getByLabel(w.organization).selectOption({ label: 'Demo Organization' });
    await filters.getByRole('button', { name: w.apply }).click();
    const row = page.getByTestId('audit-entry').filter({ hasText: person });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(w.removed);
    await expect(row).toContainText('admin@demo.example.org');
    await expect(row).toContainText(w.done);
    await fitsTheScreen(page);

    // Days with no entries: the empty state. A start after the end: the form says so.
    await filters.getByLabel(w.from, { exact: true }).fill('2001-01-01');
    await filters.getByLabel(w.to, { exact: true }).fill('2001-01-31');
    await filters.getByRole('button', { name: w.apply }).click();
    await expect(page.getByText(w.empty)).toBeVisible();
    await filters.getByLabel(w.from, { exact: true }).fill('2001-02-01');
    await filters.getByRole('button', { name: w.apply }).click();
    await expect(filters.getByText(w.rangeInvalid)).toBeVisible();

    // Cleared, then narrowed to invitations only, by keyboard: Enter in a field sends the form.
    await filters.getByRole('button', { name: w.clear }).click();
    await filters.getByLabel(w.action).selectOption({ label: w.invited });
    await filters.getByLabel(w.actor).fill('admin@demo.example.org');
    await filters.getByLabel(w.actor).press('Enter');
    // Until the narrowed page arrives the last one stays on screen: wait for the one row.
    await expect(page.getByTestId('audit-entry').filter({ hasText: person })).toHaveCount(1);
    await expect(page.getByTestId('audit-entry').filter({ hasText: person })).toContainText(w.invited);
    await expect(page.getByTestId('audit-entry').filter({ hasText: w.removed })).toHaveCount(0);

    // The CSV holds the entries the filters keep: with them cleared, both of the person's.
    await filters.getByRole('button', { name: w.clear }).click();
    await expect(page.getByTestId('audit-entry').filter({ hasText: person })).toHaveCount(2);
    await page.getByRole('button', { name: w.download }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^audit-record-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe('at,action,outcome,actor_kind,actor_email,actor_deleted,target_email,target_deleted,organization,detail');
    const mine = lines.filter((line) => line.includes(person)).map((line) => line.split(',').slice(1).join(','));
    expect(mine).toEqual([
      `member.remove,succeeded,person,admin@demo.example.org,false,${person},false,Demo Organization,role=User; status=Invited`,
      `member.invite,succeeded,person,admin@demo.example.org,false,${person},false,Demo Organization,role=User`,
    ]);
    // The download is on record too, and the list shows it once refreshed.
    await expect(page.getByTestId('audit-entry').first()).toContainText(locale === 'en-US' ? 'Audit record downloaded' : 'Registro de auditoría descargado');
    await fitsTheScreen(page);
  });
});
