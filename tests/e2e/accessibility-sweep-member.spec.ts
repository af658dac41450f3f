import { expect, test } from '@playwright/test';
import { apiSignIn, localDay, signedInApi, type AccountRow } from './support/api';
import { failNextWeighIn } from './support/dashboard';
import { keptForOffline } from './support/offline';
import { signInAsNewPerson } from './support/sign-in';
import { sweep, closeDialog, type Sweep, type SweepPage, type SweepState } from './support/sweep';
import { accountMenu, DIALOG, mobileMenu, notificationsScope } from './support/sweep-states';

// A member's dashboard, at rest and one action away, in both
// languages and colour modes: no WCAG 2.0/2.1 A or AA finding of any impact, no target under
// 24 px, every visible field labelled, headings an outline, nothing moving with reduced motion.

/** Days with no weight, one per change a state makes, apart for each language (the data is shared). */
const FREE_DAY = {
  'en-US': { logged: -40, failed: -41, offline: -42 },
  'es-ES': { logged: -43, failed: -44, offline: -45 },
} as const;

const weighIn = ({ page, t }: Sweep) => page.getByRole('region', { name: t('Dashboard.weighInHeading') });
const history = ({ page, t }: Sweep) => page.getByRole('region', { name: t('Dashboard.historyHeading') });
const goal = ({ page, t }: Sweep) => page.getByRole('region', { name: t('Goals.heading') });

/** Weighs in `weight` on `day` with the dashboard's form. */
async function weighInOn(s: Sweep, weight: string, day: number): Promise<void> {
  await weighIn(s).getByLabel(s.r('Dashboard.weight')).fill(weight);
  await weighIn(s).getByLabel(s.t('Dashboard.date')).fill(localDay(day));
  await weighIn(s)
    .getByRole('button', { name: s.t('Dashboard.save') })
    .click();
}

const chartRange = (range: '1m' | '3m' | '6m' | '1y' | 'all'): SweepState => ({
  name: `chart ${range}`,
  scope: '[aria-labelledby="trend-heading"]',
  enter: async ({ page, t }) => {
    const radio = page.getByRole('radio', { name: t(`Chart.range.${range}`) });
    // The segment (the radio's label) is what takes the click: the radio itself is visually hidden.
    await radio.locator('xpath=..').click();
    await expect(radio).toBeChecked();
  },
});

const historyView = (view: 'weekly' | 'monthly' | 'daily'): SweepState => ({
  name: `history ${view}`,
  scope: '[aria-labelledby="history-heading"]',
  enter: async (s) => {
    await history(s).getByLabel(s.t('History.view')).selectOption(view);
    await expect(history(s).getByRole('table')).toBeVisible();
  },
});

const DASHBOARD: SweepPage = {
  path: '/my-weight-tracker',
  ready: async (s) => expect(history(s).getByRole('row').nth(1)).toBeVisible(),
  states: [
    accountMenu,
    mobileMenu,
    {
      name: 'invitation dialog (bell)',
      scope: DIALOG,
      enter: async ({ page, t }) => {
        await page
          .getByRole('banner')
          .getByRole('button', { name: t('Invitations.bell', { count: 1 }) })
          .click();
        await expect(page.getByRole('dialog', { name: t('Invitations.titleOne') })).toBeVisible();
      },
      leave: closeDialog,
    },
    {
      name: 'weigh-in errors',
      scope: '[aria-labelledby="weigh-in-heading"]',
      enter: async (s) => {
        await weighIn(s)
          .getByRole('button', { name: s.t('Dashboard.save') })
          .click();
        await expect(weighIn(s).locator('[aria-invalid=true]').first()).toBeVisible();
      },
    },
    {
      name: 'weigh-in question (day taken)',
      scope: DIALOG,
      enter: async (s) => {
        // The day before yesterday: yesterday's entry is the one a language's delete state takes away.
        await weighInOn(s, '199', -2);
        await expect(s.page.getByRole('alertdialog', { name: s.t('WeighInQuestions.dayTakenTitle') })).toBeVisible();
      },
      leave: closeDialog,
    },
    {
      name: 'weight logged (success toast)',
      scope: notificationsScope,
      enter: async (s) => {
        await weighInOn(s, '200', FREE_DAY[s.locale].logged);
        await expect(s.page.getByRole('region', { name: s.t('Notifications.region') }).getByText(s.t('Dashboard.weightLogged'))).toBeVisible();
      },
    },
    {
      name: 'weight not saved (error toast)',
      scope: notificationsScope,
      enter: async (s) => {
        await failNextWeighIn(s.page);
        await weighInOn(s, '200', FREE_DAY[s.locale].failed);
        await expect(s.page.getByRole('region', { name: s.t('Notifications.region') }).getByRole('alert')).toContainText(s.t('Dashboard.logFailed'));
      },
    },
    {
      name: 'goal form errors',
      scope: '[aria-labelledby="goal-heading"]',
      enter: async (s) => {
        await goal(s)
          .getByRole('button', { name: s.t('Goals.edit') })
          .click();
        const form = goal(s).getByRole('form', { name: s.t('Goals.edit') });
        await form.getByLabel(s.r('Goals.goalWeightLabel')).fill('');
        await form.getByRole('button', { name: s.t('Goals.save') }).click();
        await expect(form.locator('[aria-invalid=true]')).toBeVisible();
      },
    },
    {
      name: 'goal question (steep loss)',
      scope: DIALOG,
      enter: async (s) => {
        const form = goal(s).getByRole('form', { name: s.t('Goals.edit') });
        await form.getByLabel(s.r('Goals.goalWeightLabel')).fill('100');
        await form.getByRole('button', { name: s.t('Goals.save') }).click();
        await expect(s.page.getByRole('alertdialog', { name: s.t('Goals.steepLossTitle') })).toBeVisible();
      },
      leave: async (s) => {
        await closeDialog(s);
        await goal(s)
          .getByRole('button', { name: s.t('Goals.cancel') })
          .click();
      },
    },
    {
      name: 'share dialog',
      scope: DIALOG,
      enter: async ({ page, t }) => {
        await page.getByRole('button', { name: t('Share.open') }).click();
        await expect(page.getByRole('dialog', { name: t('Share.dialogTitle') })).toBeVisible();
      },
      leave: closeDialog,
    },
    {
      name: 'history add-entry errors',
      scope: '[aria-labelledby="history-heading"]',
      enter: async (s) => {
        await history(s)
          .getByRole('button', { name: s.t('History.addEntry') })
          .click();
        const form = history(s).getByRole('form', { name: s.t('History.addEntry') });
        await form.getByRole('button', { name: s.t('History.saveEntry') }).click();
        await expect(form.locator('[aria-invalid=true]').first()).toBeVisible();
      },
      leave: async (s) =>
        history(s)
          .getByRole('button', { name: s.t('History.cancel') })
          .click(),
    },
    {
      name: 'history edit form',
      scope: '[aria-labelledby="history-heading"]',
      enter: async (s) => {
        await history(s)
          .getByRole('button', { name: s.r('History.editEntryOf') })
          .first()
          .click();
        await expect(history(s).getByRole('button', { name: s.t('History.saveEntry') })).toBeVisible();
      },
      leave: async (s) =>
        history(s)
          .getByRole('button', { name: s.t('History.cancel') })
          .click(),
    },
    {
      name: 'history delete question',
      scope: DIALOG,
      enter: async (s) => {
        await history(s)
          .getByRole('button', { name: s.r('History.deleteEntryOf') })
          .first()
          .click();
        await expect(s.page.getByRole('dialog', { name: s.t('History.confirmDeleteTitle') })).toBeVisible();
      },
    },
    {
      name: 'entry deleted (success toast)',
      scope: notificationsScope,
      enter: async ({ page, t }) => {
        await page
          .getByRole('dialog', { name: t('History.confirmDeleteTitle') })
          .getByRole('button', { name: t('History.delete') })
          .click();
        await expect(page.getByRole('region', { name: t('Notifications.region') }).getByText(t('History.entryDeleted'))).toBeVisible();
      },
    },
    historyView('weekly'),
    historyView('monthly'),
    chartRange('1m'),
    chartRange('3m'),
    chartRange('6m'),
    chartRange('1y'),
    chartRange('all'),
    {
      name: 'offline, from the stored copy',
      enter: async ({ page, prefix }) => {
        await keptForOffline(page, `${prefix}/my-weight-tracker`);
        await page.context().setOffline(true);
        await page.reload();
        await expect(page.getByTestId('offline-notice')).not.toHaveText('');
      },
    },
    {
      name: 'offline weigh-in kept on the device',
      enter: async (s) => {
        await weighInOn(s, '200', FREE_DAY[s.locale].offline);
        await expect(s.page.getByRole('region', { name: s.t('Notifications.region') }).getByText(s.t('Offline.queued'))).toBeVisible();
      },
      leave: async ({ page }) => page.context().setOffline(false),
    },
  ],
};

test("a member's dashboard, at rest and in every state, passes the sweep, in both languages and colour modes", async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  const email = await signInAsNewPerson(page, 'sweep-member', 'SweepMember2026', { names: { firstName: 'Mina', lastName: 'Sweep' } });
  const api = await signedInApi(page);
  // A month of weigh-ins up to yesterday, with gaps, and a goal: every card, table and chart has something to show.
  for (let day = -30; day <= -1; day += 1)
    if (day % 5 !== 0) await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 205 + day / 5, logDate: localDay(day) });
  await api.send('POST', '/api/WeightLossGoal', 201, { goalWeight: 190 });
  // Invited to an organisation: the bell.
  const library = await apiSignIn(baseURL!, 'library.admin@demo.example.org', 'DemoLibrary2026');
  const { accounts } = await library.get<{ accounts: AccountRow[] }>(`/api/User/${library.userId}`);
  await library.send('POST', '/api/Account/invite', 201, {
    email,
    role: 'User',
    accountId: accounts.find((a) => a.accountName === 'County Library')!.accountId,
  });
  await library.dispose();
  // The invitation dialog opens by itself once a session: marked shown, it is the bell's state.
  // (the key is INVITATION_SHOWN_STORAGE_KEY of src/features/accounts/invitation-bell.tsx)
  await page.addInitScript(() => window.sessionStorage.setItem('invitationDialogShown', 'true'));

  const scanned: string[] = [];
  const found = await sweep(page, [DASHBOARD], scanned);
  test.info().annotations.push({ type: 'scanned', description: `${scanned.length}: ${scanned.join(' | ')}` });
  expect(found).toEqual([]);
});
