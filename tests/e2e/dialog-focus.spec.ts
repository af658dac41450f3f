import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { signedInApi, localDay } from './support/api';
import { signIn } from './support/sign-in';

// Every modal is the one Dialog (src/components/ui/dialog.tsx).
// Focus moves in and stays in whatever the number of Tab presses, Escape closes, and focus goes
// back to the control that opened it. Checked on a Dialog with a form (delete account) and on a
// ConfirmDialog (deleting a weigh-in), where focus starts on the answer that changes nothing.

/** Presses Tab (and Shift+Tab) more times than the dialog has controls: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
}

const WORDS = {
  'en-US': {
    prefix: '',
    deleteAccount: 'Delete my account',
    dialog: 'Delete your account?',
    password: 'Your password',
    history: 'History',
    deleteEntry: /^Delete the entry of /,
    confirmDelete: 'Delete this entry?',
    cancel: 'Cancel',
  },
  'es-ES': {
    prefix: '/es-ES',
    deleteAccount: 'Eliminar mi cuenta',
    dialog: '¿Eliminar tu cuenta?',
    password: 'Tu contraseña',
    history: 'Historial',
    deleteEntry: /^Eliminar la entrada del /,
    confirmDelete: '¿Eliminar esta entrada?',
    cancel: 'Cancelar',
  },
} as const;

for (const [locale, w] of Object.entries(WORDS) as Array<[keyof typeof WORDS, (typeof WORDS)[keyof typeof WORDS]]>) {
  test(`${locale}: a dialog and a confirmation hold focus, close on Escape and give focus back to their button`, async ({ page }) => {
    const email = e2eEmail(`dialog-focus-${locale}`);
    await createVerifiedAccount(page, email, 'DialogFocus2026');
    await signIn(page, email, 'DialogFocus2026', locale);

    // A Dialog: the first control (the password) takes focus.
    await page.goto(`${w.prefix}/account/profile`);
    const opener = page.getByRole('region', { name: w.deleteAccount }).getByRole('button', { name: w.deleteAccount });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByLabel(w.password)).toBeFocused();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // A ConfirmDialog: Cancel takes focus; Escape keeps the entry.
    const api = await signedInApi(page);
    await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 180, logDate: localDay(-1) });
    await page.goto(`${w.prefix}/my-weight-tracker`);
    const history = page.getByRole('region', { name: w.history });
    const deleteButton = history.getByRole('button', { name: w.deleteEntry });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: w.confirmDelete });
    await expect(confirm.getByRole('button', { name: w.cancel })).toBeFocused();
    await expectFocusTrapped(page, confirm);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(deleteButton).toBeFocused();
    expect(await api.get<unknown[]>(`/api/WeightLog/user/${api.userId}`)).toHaveLength(1);
  });
}
