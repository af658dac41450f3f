import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from '../support/own-server';
import { apiSignIn, signedInApi, type CommunityProgress } from './support/api';
import { e2eEmail, e2eMailDir } from '../support/e2e-mail';
import { linkIn, waitForMail } from '../support/mailbox';
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
      // The run's SMTP listener (beside the app's port), whose mails the spec reads.
      SMTP_URL: `smtp://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 40}`,
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

/** A verified person on the app of this spec who weighed 200 lb on 6 January 2025 and 195 lb four days later. */
async function participantOfJanuary2025(): Promise<void> {
  const email = e2eEmail('coalition-week');
  const context = await request.newContext({ baseURL: own.url });
  expect((await context.post('/api/Auth/register', { data: { email, password: 'GoodPass2026', firstName: 'Wen', lastName: 'Week' } })).status()).toBe(202);
  const token = linkIn(await waitForMail(e2eMailDir(), email), '/verify-email').searchParams.get('token');
  expect((await context.post('/api/Auth/verify-email', { data: { token } })).status()).toBe(200);
  await context.dispose();
  const person = await apiSignIn(own.url, email, 'GoodPass2026');
  await person.send('POST', '/api/WeightLog/log-weight', 201, { weight: 200, logDate: '2025-01-06' });
  await person.send('POST', '/api/WeightLog/log-weight', 201, { weight: 195, logDate: '2025-01-10' });
  await person.dispose();
}

// Runs after the others: its eleven people would give the join weeks a bar.
test("the coalition's Admin chooses a range and reads the community total and participants week by week, as charts, a table and the CSV", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (let i = 0; i < 11; i++) await participantOfJanuary2025();
  const page = await chicagoPage(browser);
  await signIn(page, 'coalition@demo.example.org', 'DemoCoalition2026');
  await page.goto('/coalition');
  const section = page.getByRole('region', { name: 'The community over time' });
  // The last twelve weeks to the coalition's today, until another range is chosen.
  await expect(section.getByLabel('To', { exact: true })).toHaveValue(chicagoDay);
  await expect(section.getByLabel('From', { exact: true })).toHaveValue(
    new Date(Date.parse(`${chicagoDay}T00:00:00Z`) - 83 * DAY_MS).toISOString().slice(0, 10),
  );

  // A start after the end is refused where it is typed, and nothing else changes.
  await section.getByLabel('From', { exact: true }).fill('2025-02-01');
  await section.getByLabel('To', { exact: true }).fill('2025-01-19');
  await expect(section.getByText('Choose a start on or before the end, at most two years apart.')).toBeVisible();
  await section.getByLabel('From', { exact: true }).fill('2024-12-30');
  await expect(section.getByText('Choose a start on or before the end, at most two years apart.')).toHaveCount(0);

  // Three weeks: before anyone weighed in (too few people), then the eleven of January 2025.
  const rows = section.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Jan 13, 2025');
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['55 lbs', '11']);
  await expect(rows.nth(2).getByRole('rowheader')).toHaveText('Jan 6, 2025');
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['55 lbs', '11']);
  await expect(rows.nth(3).getByRole('rowheader')).toHaveText('Dec 30, 2024');
  await expect(rows.nth(3).getByRole('cell')).toHaveText(['fewer than 11', 'fewer than 11']);
  await expect(
    section.getByRole('img', { name: 'Bar chart of the community total at the end of each week, from the week of Dec 30, 2024 to the week of Jan 13, 2025.' }),
  ).toBeVisible();
  await expect(section.getByRole('img', { name: /^Bar chart of how many people took part/ })).toBeVisible();
  // Each chart draws a bar for each of the two weeks about enough people, none for the first.
  await expect(section.getByRole('img').first().locator('rect')).toHaveCount(2);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV for grant reports' }).click()]);
  const lines = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toBe('group,organization,week_starting,measure,value,suppressed');
  expect(lines.filter((line) => line.startsWith('community_week,'))).toEqual([
    'community_week,,2024-12-30,community_total_pounds_lost,,true',
    'community_week,,2024-12-30,community_participants,,true',
    'community_week,,2025-01-06,community_total_pounds_lost,55,false',
    'community_week,,2025-01-06,community_participants,11,false',
    'community_week,,2025-01-13,community_total_pounds_lost,55,false',
    'community_week,,2025-01-13,community_participants,11,false',
  ]);
  await page.context().close();
});
