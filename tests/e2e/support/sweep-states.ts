import { expect } from '@playwright/test';
import { closeDialog, type Sweep, type SweepState } from './sweep';
import { openMenuButton } from './shell';

/** States every page with the site's header has: its menus open. */

/** The side sheet of the header, below 1024 px. */
export const mobileMenu: SweepState = {
  name: 'mobile menu open',
  width: 'mobile',
  scope: '#site-side-sheet',
  enter: async ({ page, t }) => {
    await openMenuButton(page.getByRole('banner').getByRole('button', { name: t('Nav.openMenu') }));
    await expect(page.getByRole('dialog', { name: t('Nav.menu') })).toBeVisible();
  },
  leave: closeDialog,
};

const accountMenuButton = ({ page, r }: Sweep) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: r('AccountMenu.open') })
    .or(page.getByRole('banner').getByRole('button', { name: r('AccountMenu.openFor') }));

/** The account menu (its sections: accounts, language, colour mode), once its panel has loaded. */
export const accountMenu: SweepState = {
  name: 'account menu open',
  scope: 'header',
  enter: async (s) => {
    const button = accountMenuButton(s);
    await openMenuButton(button);
    const panel = s.page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel.getByText(s.t('Language.heading'), { exact: true })).toBeVisible();
  },
  leave: async (s) => {
    await s.page.keyboard.press('Escape');
    await expect(accountMenuButton(s)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Presses `button` of the form named `form` and waits until a field says what is wrong with it. */
export async function submitForErrors({ page }: Sweep, form: string, button: string): Promise<void> {
  const scope = page.getByRole('form', { name: form });
  await scope.getByRole('button', { name: button }).click();
  await expect(scope.locator('[aria-invalid=true]').first()).toBeVisible();
}

/** The notifications (toasts) region, for a state that raises one. */
export const notificationsScope = ({ t }: Sweep) => `section[aria-label="${t('Notifications.region')}"]`;

/** The open dialog (a question, a form, the side sheet). */
export const DIALOG = 'dialog[open]';

/** The audit record's filter form. */
const auditFilters = ({ page, t }: Sweep) => page.getByRole('form', { name: t('Audit.filtersHeading') });

/** Clears the audit record's filters and waits for its entries again. */
async function clearAuditFilters(s: Sweep): Promise<void> {
  await auditFilters(s)
    .getByRole('button', { name: s.t('Audit.clear') })
    .click();
  await expect(s.page.getByTestId('audit-entry').first()).toBeVisible();
}

/** The audit record (/coalition/audit) one action away: no entry matching, and days in the wrong order. */
export const auditRecordStates: SweepState[] = [
  {
    name: 'filters match nothing',
    enter: async (s) => {
      const form = auditFilters(s);
      await form.getByLabel(s.t('Audit.fromLabel'), { exact: true }).fill('2001-01-01');
      await form.getByLabel(s.t('Audit.toLabel'), { exact: true }).fill('2001-01-31');
      await form.getByRole('button', { name: s.t('Audit.apply') }).click();
      await expect(s.page.getByText(s.t('Audit.empty'))).toBeVisible();
    },
    leave: clearAuditFilters,
  },
  {
    name: 'filter errors',
    scope: '[aria-labelledby="audit-filters-heading"]',
    enter: async (s) => {
      const form = auditFilters(s);
      await form.getByLabel(s.t('Audit.fromLabel'), { exact: true }).fill('2001-02-01');
      await form.getByLabel(s.t('Audit.toLabel'), { exact: true }).fill('2001-01-31');
      await form.getByRole('button', { name: s.t('Audit.apply') }).click();
      await expect(form.locator('[aria-invalid=true]')).toBeVisible();
    },
    leave: clearAuditFilters,
  },
];
