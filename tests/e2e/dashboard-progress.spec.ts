import { expect, test, type Page } from '@playwright/test';
import { toDailySeries } from '../../src/lib/progress/series';
import { trendSeries, weeklyRate } from '../../src/lib/progress/trend';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { localDay, mediumDate, signedInApi, type AccountRow } from './support/api';
import { openMenuButton } from './support/shell';
import { demoOrganizationAdmin } from './support/organization';
import { signIn } from './support/sign-in';

const stat = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

// Days back from today and their weights: a run of four (the longest streak), today and
// yesterday (the current streak), one day 40 days back (in Last 3 Months, not in Last Month:
// a month is 28 to 31 days, three are 89 to 92) and one 120 days back (only in All Time).
const HISTORY: Array<[number, number]> = [
  [-120, 220],
  [-40, 210],
  [-11, 205],
  [-10, 204.5],
  [-9, 204],
  [-8, 203.5],
  [-1, 201],
  [0, 200],
];

test('the time frames, the streak cards and the weight trend show exactly what the history gives', async ({ page }) => {
  const email = e2eEmail('progress');
  await createVerifiedAccount(page, email, 'Progress2026', { firstName: 'Pro', lastName: 'Gress' });
  await signIn(page, email, 'Progress2026');
  const api = await signedInApi(page);
  for (const [offset, weight] of HISTORY) await api.send('POST', '/api/WeightLog/log-weight', 201, { weight, logDate: localDay(offset) });
  await page.reload();

  await expect(stat(page, 'Current streak').first()).toHaveText('2 days');
  await expect(stat(page, 'Longest streak')).toHaveText('4 days');
  await expect(stat(page, 'Total check-ins')).toHaveText('8');
  await expect(stat(page, 'Total weight loss')).toHaveText('20 lbs');

  // The trend card: the smoothed series' weekly rate over the last 28 days, and the chart of every day.
  const points = trendSeries(toDailySeries(HISTORY.map(([offset, weight]) => ({ logDate: localDay(offset), weight }))));
  const rate = weeklyRate(points)!;
  expect(rate).toBeLessThan(0);
  const trend = page.getByRole('region', { name: 'Weight trend' });
  await expect(trend.getByTestId('weekly-rate')).toHaveText(
    `Trend: losing ${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(-rate)} lbs per week`,
  );
  await expect(trend.getByRole('img', { name: 'Chart of 8 daily weights with the smoothed trend line' })).toBeVisible();

  // Each time frame lists exactly its days, newest first.
  const history = page.getByRole('region', { name: 'History' });
  const days = history.locator('tbody tr td:first-child');
  const newestFirst = (offsets: number[]) => offsets.map((offset) => mediumDate(localDay(offset)));
  await history.getByLabel('Time frame').selectOption({ label: 'All Time' });
  await expect(days).toHaveText(newestFirst([0, -1, -8, -9, -10, -11, -40, -120]));
  await history.getByLabel('Time frame').selectOption({ label: 'Last 3 Months' });
  await expect(days).toHaveText(newestFirst([0, -1, -8, -9, -10, -11, -40]));
  await history.getByLabel('Time frame').selectOption({ label: 'Last Month' });
  await expect(days).toHaveText(newestFirst([0, -1, -8, -9, -10, -11]));
  await history.getByLabel('Time frame').selectOption({ label: 'Last Week' });
  await expect(days).toHaveText(newestFirst([0, -1]));
});

test('the star makes an organisation the primary account, and only it', async ({ page, baseURL }) => {
  const email = e2eEmail('primary');
  await createVerifiedAccount(page, email, 'Primary2026', { firstName: 'Pri', lastName: 'Mary' });
  const { admin: demoAdmin, organizationId: demo } = await demoOrganizationAdmin(baseURL!);
  await demoAdmin.send('POST', '/api/Account/invite', 201, { email, role: 'User', accountId: demo });
  await demoAdmin.dispose();
  await signIn(page, email, 'Primary2026');
  const me = await signedInApi(page);
  const [invitation] = await me.get<Array<{ id: string }>>('/api/Account/my-invitations');
  await me.send('POST', '/api/Account/accept-invitation', 200, { userAccountId: invitation!.id });
  await page.reload();

  await openMenuButton(page.getByRole('banner').getByRole('button', { name: /^Account menu/ }));
  const accounts = page.getByRole('region', { name: 'Accounts' });
  const personalStar = accounts.getByRole('button', { name: 'Primary account: Personal Account' });
  // A filled star for the primary account, an outlined one otherwise (lucide's star icon).
  await expect(personalStar.locator('svg')).toHaveAttribute('fill', 'currentColor');
  await expect(personalStar).toHaveAttribute('aria-pressed', 'true');
  await expect(personalStar).toBeDisabled();
  await accounts.getByRole('button', { name: 'Make Personal (Demo Organization) your primary account' }).click();
  const organizationStar = accounts.getByRole('button', { name: 'Primary account: Personal (Demo Organization)' });
  await expect(organizationStar.locator('svg')).toHaveAttribute('fill', 'currentColor');
  await expect(organizationStar).toHaveAttribute('aria-pressed', 'true');
  await expect(accounts.getByRole('button', { name: 'Make Personal Account your primary account' }).locator('svg')).toHaveAttribute('fill', 'none');
  const stored = (await me.get<{ accounts: AccountRow[] }>(`/api/User/${me.userId}`)).accounts;
  expect(stored.map((a) => [a.accountName === 'Demo Organization' ? 'Demo Organization' : a.accountType, a.isPrimary])).toEqual([
    ['personal', false],
    ['Demo Organization', true],
  ]);
});
