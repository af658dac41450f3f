import { expect, test } from '@playwright/test';
import { LIBRA_KG } from '../../src/lib/import/fixtures';
import { signedInApi } from './support/api';
import { demoOrganizationAdmin } from './support/organization';
import { signInAsNewPerson } from './support/sign-in';
import { sweep, closeDialog, type SweepPage } from './support/sweep';
import { DIALOG, notificationsScope } from './support/sweep-states';

// A member's profile and linked accounts, at rest and one action away, in both languages and
// colour modes: no WCAG 2.0/2.1 A or AA finding of any impact, no target under 24 px, every
// visible field labelled, headings an outline, nothing moving with reduced motion asked for.

/** Libra's file (kilograms) with a line dated in the future: the preview lists it as left out. */
const IMPORT_FILE = `${LIBRA_KG}\n2999-01-01 07:00:00;90.0;90.0;;;\n`;

/** The unit each language's save switches to (the saved unit stays: the next language needs another). */
const UNIT = { 'en-US': 'kg', 'es-ES': 'st' } as const;

const PROFILE: SweepPage = {
  path: '/account/profile',
  ready: async ({ page, t }) => expect(page.getByRole('button', { name: t('Leaving.leaveNamed', { name: 'Demo Organization' }) })).toBeVisible(),
  states: [
    {
      name: 'units saved (success toast)',
      scope: notificationsScope,
      enter: async ({ page, t, locale }) => {
        const form = page.getByRole('form', { name: t('UnitsSettings.title') });
        await form.getByRole('radio', { name: t(`UnitsSettings.units.${UNIT[locale]}`) }).check();
        await form.getByRole('button', { name: t('UnitsSettings.save') }).click();
        await expect(page.getByRole('region', { name: t('Notifications.region') }).getByText(t('UnitsSettings.saved'))).toBeVisible();
      },
    },
    {
      name: 'reminders form errors',
      scope: 'form[aria-labelledby="reminders-title"]',
      enter: async ({ page, t }) => {
        const form = page.getByRole('form', { name: t('Reminders.title') });
        await form.getByLabel(t('Reminders.timeZone')).fill('Nowhere/Zone');
        await form.getByRole('button', { name: t('Reminders.save') }).click();
        await expect(form.locator('[aria-invalid=true]')).toBeVisible();
      },
    },
    {
      name: 'profile form errors',
      scope: 'form[aria-labelledby="profile-title"]',
      enter: async ({ page, t }) => {
        const form = page.getByRole('form', { name: t('Profile.title') });
        await form.getByLabel(t('Profile.firstName')).fill('');
        await form.getByRole('button', { name: t('Profile.save') }).click();
        await expect(form.locator('[aria-invalid=true]')).toBeVisible();
      },
    },
    {
      name: 'leave-organization question',
      scope: DIALOG,
      enter: async ({ page, t }) => {
        await page.getByRole('button', { name: t('Leaving.leaveNamed', { name: 'Demo Organization' }) }).click();
        await expect(page.getByRole('alertdialog', { name: t('Leaving.confirmLeaveTitle') })).toBeVisible();
      },
      leave: closeDialog,
    },
    {
      name: 'delete-account dialog',
      scope: DIALOG,
      enter: async ({ page, t }) => {
        await page
          .getByRole('region', { name: t('Leaving.deleteTitle') })
          .getByRole('button', { name: t('Leaving.deleteButton') })
          .click();
        await expect(page.getByRole('dialog', { name: t('Leaving.confirmDeleteTitle') })).toBeVisible();
      },
    },
    {
      name: 'delete-account wrong password',
      scope: DIALOG,
      enter: async ({ page, t }) => {
        const dialog = page.getByRole('dialog', { name: t('Leaving.confirmDeleteTitle') });
        await dialog.getByLabel(t('Leaving.passwordLabel')).fill('NotMyPassword2026');
        await dialog.getByRole('button', { name: t('Leaving.confirmDelete') }).click();
        await expect(dialog.getByText(t('Leaving.wrongPassword'))).toBeVisible();
      },
      leave: closeDialog,
    },
    {
      name: 'import preview',
      scope: '[aria-labelledby="import-title"]',
      enter: async ({ page, t }) => {
        const section = page.getByRole('region', { name: t('DataImport.title') });
        await section.getByLabel(t('DataImport.file')).setInputFiles({ name: 'libra.csv', mimeType: 'text/csv', buffer: Buffer.from(IMPORT_FILE) });
        await expect(section.getByRole('group', { name: t('DataImport.previewTitle') })).toBeVisible();
      },
    },
  ],
};

test("a member's profile and linked accounts, at rest and in every state, pass the sweep, in both languages and colour modes", async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  await signInAsNewPerson(page, 'sweep-profile', 'SweepProfile2026', { names: { firstName: 'Pia', lastName: 'Sweep' } });
  const api = await signedInApi(page);
  // A member of the demo organisation: the leave question.
  const { admin, organizationId } = await demoOrganizationAdmin(baseURL!);
  await api.send('PUT', `/api/User/${api.userId}/profile`, 200, { firstName: 'Pia', lastName: 'Sweep', organisation: organizationId, locale: 'en-US' });
  await admin.send('PUT', `/api/Account/${organizationId}/join-requests/${api.userId}`, 200, { decision: 'Approved' });
  await admin.dispose();

  const scanned: string[] = [];
  const found = await sweep(page, [PROFILE, { path: '/link-accounts' }], scanned);
  test.info().annotations.push({ type: 'scanned', description: `${scanned.length}: ${scanned.join(' | ')}` });
  expect(found).toEqual([]);
});
