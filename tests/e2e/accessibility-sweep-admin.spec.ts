import { expect, test } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { demoOrganizationAdmin, openDemoOrganizationManagement } from './support/organization';
import { DEMO_MEMBER } from './support/shell';
import { signIn, type E2eLocale } from './support/sign-in';
import { closeDialog, sweep, type Sweep, type SweepPage } from './support/sweep';
import { accountMenu, auditRecordStates, DIALOG, mobileMenu, notificationsScope, submitForErrors } from './support/sweep-states';

// The admins' pages (an organisation's dashboard and its management, the coalition dashboard) and
// the demo member's long history, at rest and one action away, in both languages and colour
// modes: no WCAG 2.0/2.1 A or AA finding of any impact, no target under 24 px, every visible field
// labelled, headings an outline, nothing moving with reduced motion asked for.

const members = ({ page, t }: Sweep) => page.getByRole('region', { name: t('OrgManagement.membersHeading', { name: 'Demo Organization' }) });

function organizationPages(invitee: string, toInvite: Record<E2eLocale, string>): SweepPage[] {
  return [
    // With the organisation as the current account: its progress, trend and members' shared weights.
    {
      path: '/my-weight-tracker',
      ready: ({ page, t }) => expect(page.getByRole('region', { name: t('OrganizationProgress.heading', { name: 'Demo Organization' }) })).toBeVisible(),
    },
    {
      path: '/account/org-management',
      ready: (s) => expect(members(s).getByRole('cell', { name: invitee })).toBeVisible(),
      states: [
        accountMenu,
        mobileMenu,
        {
          name: 'invite errors',
          scope: '[aria-labelledby="invite-heading"]',
          enter: (s) => submitForErrors(s, s.t('OrgManagement.inviteHeading'), s.t('OrgManagement.invite')),
        },
        {
          name: 'invite sent (success toast)',
          scope: notificationsScope,
          enter: async ({ page, t, locale }) => {
            const form = page.getByRole('form', { name: t('OrgManagement.inviteHeading') });
            await form.getByLabel(t('OrgManagement.email')).fill(toInvite[locale]);
            await form.getByRole('button', { name: t('OrgManagement.invite') }).click();
            await expect(
              page
                .getByRole('region', { name: t('Notifications.region') })
                .getByRole('status')
                .first(),
            ).toBeVisible();
          },
        },
        {
          name: 'bulk invite errors',
          scope: '[aria-labelledby="bulk-invite-heading"]',
          enter: async ({ page, t }) => {
            const section = page.getByRole('region', { name: t('OrgManagement.bulkHeading') });
            await section.getByRole('button', { name: t('OrgManagement.bulkInvite') }).click();
            await expect(section.getByRole('alert')).toHaveText(t('OrgManagement.bulkNone'));
          },
        },
        {
          name: 'filter matches no one',
          enter: async (s) => {
            await members(s).getByLabel(s.t('OrgManagement.filterLabel')).fill('zz-no-such-person');
            await expect(members(s).getByText(s.r('OrgManagement.noMatch'))).toBeVisible();
          },
          leave: async (s) => {
            await members(s).getByLabel(s.t('OrgManagement.filterLabel')).fill('');
            await expect(members(s).getByRole('cell', { name: invitee })).toBeVisible();
          },
        },
        {
          name: 'remove question',
          scope: DIALOG,
          enter: async (s) => {
            await members(s)
              .getByRole('row')
              .filter({ hasText: invitee })
              .getByRole('button', { name: s.t('OrgManagement.remove') })
              .click();
            await expect(s.page.getByRole('alertdialog', { name: s.t('OrgManagement.confirmRemoveTitle') })).toBeVisible();
          },
          leave: closeDialog,
        },
      ],
    },
  ];
}

test('the organization admin: the organization dashboard and management pass the sweep, in both languages and colour modes', async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  // Someone invited: a row with its actions (Resend, Remove); and someone for each language's invite form.
  const [invitee, english, spanish] = [e2eEmail('sweep-invitee'), e2eEmail('sweep-invited-en'), e2eEmail('sweep-invited-es')];
  for (const email of [invitee, english, spanish]) await createVerifiedAccount(page, email, 'SweepInvited2026');
  const { admin, organizationId } = await demoOrganizationAdmin(baseURL!);
  await admin.send('POST', '/api/Account/invite', 201, { email: invitee, role: 'User', accountId: organizationId });
  await admin.dispose();
  await signIn(page, 'admin@demo.example.org', 'DemoAdmin2026');
  await openDemoOrganizationManagement(page);

  const scanned: string[] = [];
  const found = await sweep(page, organizationPages(invitee, { 'en-US': english, 'es-ES': spanish }), scanned);
  test.info().annotations.push({ type: 'scanned', description: `${scanned.length}: ${scanned.join(' | ')}` });
  expect(found).toEqual([]);
});

const COALITION: SweepPage = {
  path: '/coalition',
  ready: ({ page, t }) => expect(page.getByRole('heading', { name: t('Coalition.overTimeHeading') })).toBeVisible(),
  states: [
    {
      name: 'one organization',
      enter: async ({ page, t }) => {
        await page.getByLabel(t('Coalition.scopeLabel')).selectOption({ label: 'Demo Organization' });
        await expect(page.getByRole('heading', { name: t('Coalition.headlineOf', { name: 'Demo Organization' }) })).toBeVisible();
      },
    },
    {
      name: 'range errors',
      scope: '[aria-labelledby="coalition-over-time-heading"]',
      enter: async ({ page, t }) => {
        await page.getByLabel(t('Coalition.rangeFrom')).fill('2999-01-01');
        await expect(page.getByText(t('Coalition.rangeInvalid'))).toBeVisible();
      },
    },
  ],
};

const AUDIT_RECORD = (invitee: string): SweepPage => ({
  path: '/coalition/audit',
  ready: ({ page }) => expect(page.getByTestId('audit-entry').filter({ hasText: invitee }).first()).toBeVisible(),
  states: [accountMenu, mobileMenu, ...auditRecordStates],
});

test("the coalition's Admin: the coalition dashboard and the audit record pass the sweep, in both languages and colour modes", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  // An entry of the audit record: an invitation by the demo organisation's admin.
  const invitee = e2eEmail('sweep-audit').toLowerCase();
  await createVerifiedAccount(page, invitee, 'SweepAudit2026');
  const { admin, organizationId } = await demoOrganizationAdmin(baseURL!);
  await admin.send('POST', '/api/Account/invite', 201, { email: invitee, role: 'User', accountId: organizationId });
  await admin.dispose();
  await signIn(page, 'coalition@demo.example.org', 'DemoCoalition2026');
  const scanned: string[] = [];
  const found = await sweep(page, [COALITION, AUDIT_RECORD(invitee)], scanned);
  test.info().annotations.push({ type: 'scanned', description: `${scanned.length}: ${scanned.join(' | ')}` });
  expect(found).toEqual([]);
});

test("the demo member's dashboard, with a month of history and its achievements, passes the sweep", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  const scanned: string[] = [];
  const found = await sweep(
    page,
    [
      {
        path: '/my-weight-tracker',
        ready: ({ page, t }) =>
          expect(
            page
              .getByRole('region', { name: t('Milestones.heading') })
              .getByRole('listitem')
              .first(),
          ).toBeVisible(),
      },
    ],
    scanned,
  );
  test.info().annotations.push({ type: 'scanned', description: `${scanned.length}: ${scanned.join(' | ')}` });
  expect(found).toEqual([]);
});
