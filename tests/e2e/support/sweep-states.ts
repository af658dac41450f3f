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
