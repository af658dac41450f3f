import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { isMobile, openMenuButton } from './support/shell';
import { signIn, type E2eLocale } from './support/sign-in';
import { forEachLocale } from './support/locales';

/**
 * The coalition dashboard, for the coalition's Admin only, in
 * both languages, at 1280 and 360 px. The e2e server keeps the default minimum group of 11, so
 * the small demo organisations read "fewer than 11" everywhere.
 */
const WORDS = {
  'en-US': {
    prefix: '',
    nav: 'Main',
    openMenu: 'Open menu',
    menu: 'Menu',
    link: 'Coalition dashboard',
    title: 'Coalition dashboard',
    denied: 'Access Denied',
    scope: 'Show figures for',
    download: 'Download CSV for grant reports',
    fewer: 'fewer than 11',
    privacy: /a figure about fewer than 11 people shows as “fewer than 11”/,
    lossTable: 'Share of participants who lost at least…',
    retentionTable: 'Still weighing in after…',
    organizations: 'By organization',
    participants: 'Participants',
    membersOf: 'Members of County Library',
    overTime: 'The community over time',
    from: 'From',
    to: 'To',
    overTimeSuppressed: 'No chart: every week in this range is about fewer than 11 people.',
    january2001: ['Jan 29, 2001', 'Jan 22, 2001', 'Jan 15, 2001', 'Jan 8, 2001', 'Jan 1, 2001'],
  },
  'es-ES': {
    prefix: '/es-ES',
    nav: 'Principal',
    openMenu: 'Abrir menú',
    menu: 'Menú',
    link: 'Panel de la coalición',
    title: 'Panel de la coalición',
    denied: 'Acceso denegado',
    scope: 'Mostrar cifras de',
    download: 'Descargar CSV para informes de subvenciones',
    fewer: 'menos de 11',
    privacy: /toda cifra sobre menos de 11 personas se muestra como «menos de 11»/,
    lossTable: 'Proporción de participantes que perdieron al menos…',
    retentionTable: 'Siguen pesándose después de…',
    organizations: 'Por organización',
    participants: 'Participantes',
    membersOf: 'Miembros de County Library',
    overTime: 'La comunidad a lo largo del tiempo',
    from: 'Desde',
    to: 'Hasta',
    overTimeSuppressed: 'Sin gráfico: cada semana de este periodo se refiere a menos de 11 personas.',
    january2001: ['29 ene 2001', '22 ene 2001', '15 ene 2001', '8 ene 2001', '1 ene 2001'],
  },
} satisfies Record<E2eLocale, unknown>;

/** The header's links: the row on a wide screen, the side sheet on a narrow one. */
async function headerLinks(page: Page, w: (typeof WORDS)[E2eLocale]) {
  const header = page.getByRole('banner');
  if (!isMobile(page)) return header.getByRole('navigation', { name: w.nav });
  await openMenuButton(header.getByRole('button', { name: w.openMenu }));
  return page.getByRole('dialog', { name: w.menu });
}

async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: a member has no link to the coalition dashboard and is refused it`, async ({ page }) => {
    await signIn(page, 'member@demo.example.org', 'DemoMember2026', locale);
    const links = await headerLinks(page, w);
    // The Dashboard link is there once the user's details are in; the coalition's is not.
    await expect(links.getByRole('link').first()).toBeVisible();
    await expect(links.getByRole('link', { name: w.link })).toHaveCount(0);
    await page.goto(`${w.prefix}/coalition`);
    await expect(page.getByRole('heading', { level: 1, name: w.denied })).toBeVisible();
    await fitsTheScreen(page);
    await expect(page.getByText(w.fewer)).toHaveCount(0);
  });

  test(`${locale}: the coalition's Admin reads the figures, narrows them to an organisation and downloads the CSV`, async ({ page }) => {
    await signIn(page, 'coalition@demo.example.org', 'DemoCoalition2026', locale);
    const links = await headerLinks(page, w);
    await links.getByRole('link', { name: w.link }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/coalition$`));
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByText(w.privacy)).toBeVisible();

    // Each chart has its table for screen readers: three thresholds, three retention weeks.
    await expect(page.getByRole('table', { name: w.lossTable }).getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('table', { name: w.retentionTable }).getByRole('row')).toHaveCount(4);
    // Every organisation is listed; the demo ones are far below 11 participants.
    const library = page.getByRole('table', { name: w.organizations }).getByRole('row').filter({ hasText: 'County Library' });
    await expect(library.getByRole('cell').first()).toHaveText(w.fewer);
    await fitsTheScreen(page);

    // A range long before anyone weighed in: every week about too few people, so no chart, only the table.
    const overTime = page.getByRole('region', { name: w.overTime });
    await overTime.getByLabel(w.from, { exact: true }).fill('2001-01-01');
    await overTime.getByLabel(w.to, { exact: true }).fill('2001-01-31');
    await expect(overTime.getByRole('table').getByRole('rowheader')).toHaveText(w.january2001);
    await expect(overTime.getByText(w.overTimeSuppressed)).toBeVisible();
    await expect(overTime.getByRole('img')).toHaveCount(0);
    await expect(overTime.getByRole('table').getByRole('cell').first()).toHaveText(w.fewer);
    await fitsTheScreen(page);

    // Narrowed to one organisation: its members only, every figure about them suppressed.
    await page.getByLabel(w.scope).selectOption({ label: 'County Library' });
    const headline = page.getByRole('region', { name: w.membersOf });
    await expect(headline).toBeVisible();
    await expect(headline.getByRole('definition').first()).toHaveText(w.fewer);
    await expect(page.getByRole('table', { name: w.organizations })).toHaveCount(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.download }).click()]);
    expect(download.suggestedFilename()).toMatch(/^coalition-outcomes-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe('group,organization,week_starting,measure,value,suppressed');
    expect(lines).toContain('organization,County Library,,participants,,true');
    await fitsTheScreen(page);
  });
});
