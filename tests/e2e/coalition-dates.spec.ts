import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from '../support/own-server';
import { signedInApi, type CommunityProgress } from './support/api';
import { forEachLocale } from './support/locales';
import { signIn, type E2eLocale } from './support/sign-in';

/**
 * The coalition's and an organisation's figures are dated in the coalition's time zone
 * (COALITION_TIME_ZONE, here America/Chicago), which the page names; never in UTC, never a day
 * ahead. The app runs in UTC on a clock moved to 03:00 UTC, when Chicago is still on the day
 * before, and the browser reads in Chicago. Its only people are the demo ones, far fewer than
 * 11: every chart of theirs is suppressed, and says so in one line instead of drawing, while the
 * community's total and participants, on every resident's dashboard, are shown to the coalition too.
 */
const DAY_MS = 86_400_000;
const WORDS = {
  'en-US': {
    dashboardFor: 'Dashboard for',
    progress: 'Progress of County Library',
    showTable: 'Show the numbers as a table',
    zone: 'Central Time',
    cohorts: 'By the week people joined',
    headline: 'The whole coalition',
    communityTotal: 'Community total (pounds)',
    communityParticipants: 'Community participants',
    lbs: (value: string) => `${value} lbs`,
    cohortsSuppressed: 'No chart: fewer than 11 people joined in each of the recent weeks.',
    trendSuppressed: 'No chart: every week’s figure is about fewer than 11 people.',
  },
  'es-ES': {
    dashboardFor: 'Panel de',
    progress: 'Progreso de County Library',
    showTable: 'Ver los números en una tabla',
    zone: 'hora central',
    cohorts: 'Según la semana en que se unieron',
    headline: 'Toda la coalición',
    communityTotal: 'Total de la comunidad (libras)',
    communityParticipants: 'Participantes de la comunidad',
    lbs: (value: string) => `${value} lb`,
    cohortsSuppressed: 'Sin gráfico: en cada una de las últimas semanas se unieron menos de 11 personas.',
    trendSuppressed: 'Sin gráfico: la cifra de cada semana se refiere a menos de 11 personas.',
  },
} satisfies Record<E2eLocale, unknown>;

const dayText = (day: string, locale: E2eLocale, dateStyle: 'long' | 'medium') =>
  new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const freshness = (day: string, locale: E2eLocale, zone: string) =>
  locale === 'en-US'
    ? `Figures for ${dayText(day, locale, 'long')} (${zone}), counted at`
    : `Cifras del ${dayText(day, locale, 'long')} (${zone}), calculadas a las`;
const published = (day: string, locale: E2eLocale, zone: string) =>
  locale === 'en-US' ? `Figures as published on ${dayText(day, locale, 'long')} (${zone}).` : `Cifras publicadas el ${dayText(day, locale, 'long')} (${zone}).`;

let own: OwnServer;
let dataDir: string;
let ackDir: string;
/** The day in Chicago once the app's clock is at 03:00 UTC (the UTC day is the next one). */
let chicagoDay: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const target = Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS + 3 * 3_600_000;
  chicagoDay = new Date(target - DAY_MS).toISOString().slice(0, 10);
  dataDir = tempDataDir();
  ackDir = mkdtempSync(path.join(tmpdir(), 'cwt-clock-'));
  const ack = path.join(ackDir, 'offset');
  own = await startOwnServer({
    port: await freePort(),
    dataDir,
    env: {
      TZ: 'UTC',
      COALITION_TIME_ZONE: 'America/Chicago',
      COALITION_FIGURES_MAX_AGE_SECONDS: '0',
      RATE_LIMIT_PER_IP_PER_MINUTE: '500',
      NODE_OPTIONS: `--import=${path.resolve('tests/support/clock-shift.mjs')}`,
      TEST_CLOCK_STEP_MS: String(target - Date.now()),
      TEST_CLOCK_ACK: ack,
    },
  });
  process.kill(own.pid, 'SIGUSR2');
  await expect.poll(() => readFileSync(ack, { encoding: 'utf8', flag: 'a+' }), { timeout: 10_000 }).not.toBe('');
});

test.afterAll(async () => {
  await own?.stop();
  removeDir(dataDir);
  removeDir(ackDir);
});

async function chicagoPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.url, timezoneId: 'America/Chicago' });
  return context.newPage();
}

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: the coalition's figures and the CSV are dated by the coalition's calendar, which the page names`, async ({ browser }) => {
    const page = await chicagoPage(browser);
    await signIn(page, 'coalition@demo.example.org', 'DemoCoalition2026', locale);
    await page.goto(`${locale === 'en-US' ? '' : `/${locale}`}/coalition`);
    await expect(page.getByText(freshness(chicagoDay, locale, w.zone))).toBeVisible();
    // What every resident's dashboard shows, the coalition's Admin reads too, however few the people.
    const community = await (await signedInApi(page)).get<CommunityProgress>('/api/CommunityProgress');
    expect(community.participants).toBeGreaterThan(0);
    const figure = (label: string) =>
      page.getByRole('region', { name: w.headline }).getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
    await expect(figure(w.communityTotal)).toHaveText(w.lbs(number(community.totalPoundsLost)));
    await expect(figure(w.communityParticipants)).toHaveText(number(community.participants));
    // Every join week is about fewer than 11 people: one line, no bars and no note about bars.
    const cohorts = page.getByRole('region', { name: w.cohorts });
    await expect(cohorts.getByText(w.cohortsSuppressed)).toBeVisible();
    await expect(cohorts.locator('[aria-hidden="true"]')).toHaveCount(0);
    await expect(cohorts.getByRole('table')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /CSV/ }).click()]);
    expect(download.suggestedFilename()).toBe(`coalition-outcomes-${chicagoDay}.csv`);
    await page.context().close();
  });

  test(`${locale}: an organisation's weekly chart ends on the coalition's today, not the next day`, async ({ browser }) => {
    const page = await chicagoPage(browser);
    await signIn(page, 'library.admin@demo.example.org', 'DemoLibrary2026', locale);
    await page.getByLabel(w.dashboardFor).selectOption({ label: 'County Library' });
    const card = page.getByRole('region', { name: w.progress });
    await expect(card.getByText(published(chicagoDay, locale, w.zone))).toBeVisible();
    await expect(card.getByText(w.trendSuppressed)).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0);
    await card.getByText(w.showTable).click();
    await expect(card.getByRole('row').last().getByRole('cell').first()).toHaveText(dayText(chicagoDay, locale, 'medium'));
    await page.context().close();
  });
});
