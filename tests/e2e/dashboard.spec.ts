import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount } from '../support/e2e-mail';
import { communityCardLines, localDay, signedInApi, type AccountRow, type CommunityProgress, type Entry } from './support/api';

function mediumDate(day: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(`${day}T00:00:00`));
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-weight-tracker$/);
}

const stat = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const communityLines = (page: Page) => page.getByRole('region', { name: 'Community progress' }).locator('p');

test('a new person logs, edits and deletes entries, sets a goal and prepares a share', async ({ page }) => {
  const email = `dash-${randomUUID().slice(0, 8)}@example.org`;
  await createVerifiedAccount(page, email, 'Dashboard2026', { firstName: 'Dana', lastName: 'Dash' });
  await signIn(page, email, 'Dashboard2026');
  // Everyone else's total before this person logs anything (the card shows it as it is).
  const { totalPoundsLost: before, participants } = await (await signedInApi(page)).get<CommunityProgress>('/api/CommunityProgress');
  await expect(communityLines(page)).toHaveText(communityCardLines(before, participants));

  // Empty states say what to do.
  await expect(page.getByText('No entries yet.')).toBeVisible();
  await expect(page.getByText('Log today to start a streak.')).toBeVisible();
  await expect(page.getByText('No goal yet.')).toBeVisible();
  await expect(stat(page, 'Current streak').first()).toHaveText('0 days');

  // Weigh in today: the notification and the cards follow.
  const weighIn = page.getByRole('region', { name: 'Daily weigh-in' });
  await weighIn.getByLabel('Weight (lbs)').fill('200');
  await expect(weighIn.getByLabel('Weight (lbs)')).toHaveAttribute('data-private', 'true');
  await weighIn.getByRole('button', { name: 'Log weight' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Weight logged')).toBeVisible();
  await expect(stat(page, 'Current streak').first()).toHaveText('1 day');
  await expect(stat(page, 'Total check-ins')).toHaveText('1');

  // Add yesterday from the history.
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'Add entry' }).click();
  const addForm = history.getByRole('form', { name: 'Add entry' });
  await addForm.getByLabel('Weight (lbs)').fill('203');
  await addForm.getByLabel('Date').fill(localDay(-1));
  await addForm.getByRole('button', { name: 'Save entry' }).click();
  await expect(stat(page, 'Current streak').first()).toHaveText('2 days');
  await expect(stat(page, 'Total check-ins')).toHaveText('2');
  await expect(stat(page, 'Total weight loss')).toHaveText('3 lbs');
  // The community counts one more participant, who has lost 203 − 200 = 3 lbs (first minus latest).
  await expect(communityLines(page)).toHaveText(communityCardLines(before + 3, participants + 1));

  // Edit it; moving it onto today is refused with a translated message.
  const yesterday = mediumDate(localDay(-1));
  await history.getByRole('button', { name: `Edit the entry of ${yesterday}` }).click();
  const editForm = history.getByRole('form', { name: `Edit the entry of ${yesterday}` });
  await editForm.getByLabel('Weight (lbs)').fill('202');
  await editForm.getByRole('button', { name: 'Save entry' }).click();
  await expect(history.getByRole('cell', { name: '202 lbs' })).toBeVisible();
  await history.getByRole('button', { name: `Edit the entry of ${yesterday}` }).click();
  await editForm.getByLabel('Date').fill(localDay(0));
  await editForm.getByRole('button', { name: 'Save entry' }).click();
  await expect(editForm.getByRole('alert')).toHaveText('There is already an entry for that day. Edit or delete that one instead.');
  await editForm.getByRole('button', { name: 'Cancel' }).click();

  // Time frames and views.
  await history.getByLabel('Time frame').selectOption({ label: 'Specific date' });
  await history.getByLabel('Day', { exact: true }).fill(localDay(-30));
  await expect(history.getByText('No entries in this time frame.')).toBeVisible();
  await history.getByLabel('Time frame').selectOption({ label: 'Last Week' });
  await expect(history.getByRole('cell', { name: '200 lbs' })).toBeVisible();
  await history.getByLabel('View').selectOption({ label: 'Monthly' });
  await expect(history.getByRole('columnheader', { name: 'Average' })).toBeVisible();
  await history.getByLabel('View').selectOption({ label: 'Weekly' });
  await expect(history.getByRole('cell', { name: /^Week of / }).first()).toBeVisible();
  await history.getByLabel('View').selectOption({ label: 'Daily' });

  // Create, then edit a goal.
  const goal = page.getByRole('region', { name: 'My progress' });
  await goal.getByRole('button', { name: 'Create goal' }).click();
  await goal.getByLabel('Goal weight (lbs)').fill('190');
  await goal.getByRole('button', { name: 'Save goal' }).click();
  await expect(goal.getByText('Goal weight: 190 lbs')).toBeVisible();
  await expect(goal.getByText('10 lbs to go')).toBeVisible();
  await expect(goal.getByTestId('goal-percent')).toHaveText('17% of the way to your goal');
  await goal.getByRole('button', { name: 'Edit goal' }).click();
  await goal.getByLabel('Goal weight (lbs)').fill('195');
  await goal.getByRole('button', { name: 'Save goal' }).click();
  await expect(goal.getByText('5 lbs to go')).toBeVisible();

  // Share: the dialog builds the network's URL with the text encoded; nothing is posted.
  await page.getByRole('button', { name: 'Share progress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your progress' });
  await dialog.getByLabel('Message').fill('Day two & going!');
  await dialog.getByLabel('Include the weight I have lost').check();
  await dialog.getByLabel('Hashtags').fill('#WeightLoss, Together');
  const xHref = await dialog.getByRole('link', { name: 'Share on X' }).getAttribute('href');
  const x = new URL(xHref!);
  expect(x.origin + x.pathname).toBe('https://x.com/intent/tweet');
  expect(x.searchParams.get('text')).toBe('Day two & going! I have lost 2 lbs so far.');
  expect(x.searchParams.get('hashtags')).toBe('WeightLoss,Together');
  expect(xHref).toContain('text=Day%20two%20%26%20going%21%20I%20have');
  const fb = new URL((await dialog.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href'))!);
  expect(fb.searchParams.get('quote')).toBe('Day two & going! I have lost 2 lbs so far. #WeightLoss #Together');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Delete asks first.
  await history.getByRole('button', { name: `Delete the entry of ${yesterday}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(history.getByRole('cell', { name: '202 lbs' })).toBeHidden();
  await expect(stat(page, 'Total check-ins')).toHaveText('1');

  // With one entry left the person still takes part, and has lost 200 − 200 = 0 lbs.
  await expect(communityLines(page)).toHaveText(communityCardLines(before, participants + 1));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('the demo member weighs in today, then again: the second weigh-in replaces the first', async ({ page }) => {
  await signIn(page, 'member@demo.example.org', 'DemoMember2026');
  // Today starts without an entry, whichever project ran before on this data.
  const api = await signedInApi(page);
  const entries = await api.get<Entry[]>(`/api/WeightLog/user/${api.userId}`);
  for (const entry of entries.filter((e) => e.logDate === localDay(0))) await api.send('DELETE', `/api/WeightLog/${entry.id}`, 204);
  const earlierDays = entries.filter((e) => e.logDate !== localDay(0)).length;
  // The streak after today's weigh-in: today and the logged days right before it (SPEC: consecutive days).
  const logged = new Set([...entries.map((e) => e.logDate), localDay(0)]);
  let streak = 0;
  while (logged.has(localDay(-streak))) streak += 1;
  await page.reload();

  const checkIns = stat(page, 'Total check-ins');
  await expect(checkIns).toHaveText(String(earlierDays));
  const weighIn = page.getByRole('region', { name: 'Daily weigh-in' });
  const outcome = weighIn.getByRole('status');
  await weighIn.getByLabel('Weight (lbs)').fill('197.5');
  await weighIn.getByRole('button', { name: 'Log weight' }).click();
  await expect(outcome).toHaveText('Weight logged');
  await expect(checkIns).toHaveText(String(earlierDays + 1));
  await expect(stat(page, 'Current streak').first()).toHaveText(streak === 1 ? '1 day' : `${streak} days`);
  const history = page.getByRole('region', { name: 'History' });
  const todayRows = history.getByRole('row').filter({ has: page.getByRole('cell', { name: mediumDate(localDay(0)), exact: true }) });
  await expect(todayRows).toHaveCount(1);
  await expect(todayRows.getByRole('cell').nth(1)).toHaveText('197.5 lbs');

  // The same day again replaces its weight: no day is added.
  await weighIn.getByLabel('Weight (lbs)').fill('197.2');
  await weighIn.getByRole('button', { name: 'Log weight' }).click();
  await expect(outcome).toHaveText(`Weight logged: it replaced your entry for ${mediumDate(localDay(0))}.`);
  await expect(checkIns).toHaveText(String(earlierDays + 1));
  await expect(todayRows).toHaveCount(1);
  await expect(todayRows.getByRole('cell').nth(1)).toHaveText('197.2 lbs');
  expect((await api.get<Entry[]>(`/api/WeightLog/user/${api.userId}`)).filter((e) => e.logDate === localDay(0)).map((e) => e.weight)).toEqual([197.2]);
});

test('the demo organisation admin sees the organisation, its target, and logs for it', async ({ page }) => {
  await signIn(page, 'admin@demo.example.org', 'DemoAdmin2026');
  // The organisation starts without a target and without an entry today, whichever project ran before.
  const api = await signedInApi(page);
  const organization = (await api.get<{ accounts: AccountRow[] }>(`/api/User/${api.userId}`)).accounts.find((a) => a.accountName === 'Demo Organization')!;
  if ((await api.status(`/api/WeightLossGoal/${organization.accountId}`)) === 200) await api.send('DELETE', `/api/WeightLossGoal/${organization.accountId}`, 204);
  for (const entry of (await api.get<Entry[]>(`/api/WeightLog/organization/${organization.accountId}`)).filter((e) => e.logDate === localDay(0))) {
    await api.send('DELETE', `/api/WeightLog/${entry.id}`, 204);
  }
  await page.reload();
  await page.getByLabel('Dashboard for').selectOption({ label: 'Demo Organization' });
  await expect(page.getByTestId('dashboard-account')).toHaveText('You are viewing the organization account Demo Organization.');
  const goal = page.getByRole('region', { name: 'My progress' });
  await expect(goal.getByRole('button', { name: 'Create goal' })).toBeVisible();
  await goal.getByRole('button', { name: 'Create goal' }).click();
  await goal.getByLabel('Target weight loss (lbs)').fill('500');
  await goal.getByRole('button', { name: 'Save goal' }).click();
  await expect(goal.getByText('Target weight loss: 500 lbs')).toBeVisible();
  await expect(goal.getByRole('button', { name: 'Create goal' })).toHaveCount(0);
  await goal.getByRole('button', { name: 'Edit goal' }).click();
  await goal.getByLabel('Target weight loss (lbs)').fill('600');
  await goal.getByRole('button', { name: 'Save goal' }).click();
  await expect(goal.getByText('Target weight loss: 600 lbs')).toBeVisible();
  expect(await api.get(`/api/WeightLossGoal/${organization.accountId}`)).toMatchObject({ accountId: organization.accountId, targetWeightLoss: 600 });

  const weighIn = page.getByRole('region', { name: 'Daily weigh-in' });
  await weighIn.getByLabel('Weight (lbs)').fill('250');
  await weighIn.getByRole('button', { name: 'Log weight' }).click();
  await expect(weighIn.getByRole('status')).toHaveText('Weight logged');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('cell', { name: '250 lbs' })).toBeVisible();

  // Back to the personal dashboard: the organisation's entry is not there.
  await page.getByLabel('Dashboard for').selectOption({ label: 'Personal Account' });
  await expect(page.getByTestId('dashboard-account')).toBeHidden();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('cell', { name: '250 lbs' })).toBeHidden();
});
