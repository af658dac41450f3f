import { expect, test, type Locator, type Page } from '@playwright/test';
import { failNextWeighIn, WEIGH_IN_WORDS } from './support/dashboard';
import { forEachLocale } from './support/locales';
import { signIn, signInAsNewPerson } from './support/sign-in';

/**
 * What a screen reader gets in place of what is drawn or flashed (WCAG 1.1.1, 1.3.1, 4.1.3): every
 * chart has a name and its figures as a table, and every notification is announced through a
 * live region that was on the page before it (a region made together with its text is not read
 * by every screen reader); errors are alerts.
 */
const WORDS = {
  'en-US': { ...WEIGH_IN_WORDS['en-US'], prefix: '', failed: 'Your weight could not be saved. Please try again.' },
  'es-ES': { ...WEIGH_IN_WORDS['es-ES'], prefix: '/es-ES', failed: 'No se ha podido guardar tu peso. Inténtalo de nuevo.' },
} as const;

/** Each drawn chart on the page: its name, and how many rows the table in its section has once any "show as table" is open. */
async function chartsAndTables(page: Page): Promise<Array<{ name: string; rows: number }>> {
  for (const summary of await page.locator('section:has(svg[role="img"]) details:not([open]) > summary').all()) await summary.click();
  return page.locator('svg[role="img"]').evaluateAll((charts) =>
    charts.map((chart) => {
      const labelledBy = chart.getAttribute('aria-labelledby');
      const name = (chart.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : '') ?? '').trim();
      const section = chart.closest('section');
      return { name, rows: section ? section.querySelectorAll('table tbody tr').length : 0 };
    }),
  );
}

/** Drawings that are neither hidden from screen readers nor named: they would be read as nothing, or as their parts. */
const unnamedDrawings = (page: Page) =>
  page
    .locator('svg')
    .evaluateAll((drawings) =>
      drawings
        .filter(
          (svg) =>
            !svg.closest('[aria-hidden="true"]') &&
            !(svg.getAttribute('role') === 'img' && (svg.getAttribute('aria-label') || svg.getAttribute('aria-labelledby'))),
        )
        .map((svg) => svg.outerHTML.slice(0, 80)),
    );

/** Marks the live regions on the page now, so what is announced later can be told apart from regions made with their text. */
const markLiveRegions = (page: Page) =>
  page.evaluate(() => {
    for (const region of document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]')) region.setAttribute('data-live-before', '');
  });

/** How the notification `text` reaches a screen reader: an existing live region, an alert, or not at all. */
const howAnnounced = (text: Locator) =>
  text.evaluate((node) => {
    for (let element: Element | null = node; element; element = element.parentElement) {
      const live = element.getAttribute('aria-live') ?? (element.getAttribute('role') === 'status' ? 'polite' : null);
      if (element.hasAttribute('data-live-before') && (live === 'polite' || live === 'assertive')) return `an existing ${live} live region`;
      if (element.getAttribute('role') === 'alert') return 'an alert';
    }
    return 'nothing';
  });

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: the trend chart and the coalition's charts are named and have their figures as a table; no drawing is left unnamed`, async ({ page }) => {
    await signIn(page, 'member@demo.example.org', 'DemoMember2026', locale);
    await expect(page.locator('svg[role="img"]')).toHaveCount(1);
    const trend = await chartsAndTables(page);
    expect(trend).toHaveLength(1);
    expect(trend[0]!.name).not.toBe('');
    expect(trend[0]!.rows).toBeGreaterThan(0);
    expect(await unnamedDrawings(page)).toEqual([]);

    await page.context().clearCookies();
    await signIn(page, 'coalition@demo.example.org', 'DemoCoalition2026', locale);
    await page.goto(`${w.prefix}/coalition`);
    await page.waitForLoadState('networkidle');
    for (const chart of await chartsAndTables(page)) {
      expect(chart.name).not.toBe('');
      expect(chart.rows).toBeGreaterThan(0);
    }
    expect(await unnamedDrawings(page)).toEqual([]);
  });

  test(`${locale}: a notification is announced through a live region that was already there, and an error as an alert`, async ({ page }) => {
    await signInAsNewPerson(page, `live-region-${locale}`, 'LiveRegion2026', { locale });
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await markLiveRegions(page);
    const weighIn = page.getByRole('region', { name: w.weighIn });
    await weighIn.getByLabel(w.weight).fill('187.3');
    await weighIn.getByRole('button', { name: w.log }).click();
    const notifications = page.getByRole('region', { name: w.notifications });
    await expect(notifications.getByText(w.logged, { exact: true })).toBeVisible();
    expect(await howAnnounced(notifications.getByText(w.logged, { exact: true }))).toBe('an existing polite live region');

    // The same weight again asks nothing, so the request goes out, and fails.
    await failNextWeighIn(page);
    await weighIn.getByLabel(w.weight).fill('187.3');
    await weighIn.getByRole('button', { name: w.log }).click();
    await expect(notifications.getByText(w.failed, { exact: true })).toBeVisible();
    expect(await howAnnounced(notifications.getByText(w.failed, { exact: true }))).toBe('an alert');
  });
});
