import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, e2eEmail, followMailedLink } from '../support/e2e-mail';
import { apiSignIn } from './support/api';
import { KeyboardUser } from './support/keyboard';
import type { E2eLocale } from './support/locales';
import { demoOrganizationAdmin } from './support/organization';
import { isMobile } from './support/shell';

/**
 * Whole journeys with the keyboard alone: no click, no fill, no focus() (WCAG 2.1.1). At every
 * stop the focus is visible with 3:1 against its background, moves on, follows the page's order and
 * is not hidden under the fixed header (tests/e2e/support/keyboard.ts). English at 1280 px,
 * Spanish at 360 px.
 */
const WORDS = {
  'en-US': {
    prefix: '',
    registerForm: 'Create an account',
    signInForm: 'Sign in',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    register: 'Register',
    signIn: 'Sign in',
    continue: 'Continue',
    goToLogin: 'Go to sign in',
    weighIn: 'Daily weigh-in',
    weight: 'Weight (lbs)',
    log: 'Log weight',
    notifications: 'Notifications',
    logged: 'Weight logged',
    progress: 'My progress',
    createGoal: 'Create goal',
    editGoal: 'Edit goal',
    goalWeight: 'Goal weight (lbs)',
    saveGoal: 'Save goal',
    goalShown: 'Goal weight: 170 lbs',
    shareOpen: 'Share progress',
    shareTitle: 'Share your progress',
    createLink: 'Create share link',
    linkLabel: 'Your share link',
    accountMenu: /^Account menu for /,
    accounts: 'Accounts',
    orgManagement: 'Organization Management',
    inviteForm: 'Invite new admins',
    send: 'Send invitation',
    invited: (email: string) => `Invitation sent to ${email}.`,
    filter: 'Filter by name or email',
    remove: 'Remove',
    removeTitle: 'Remove user',
    download: 'Download CSV for grant reports',
    coalitionLink: 'Coalition dashboard',
    openMenu: 'Open menu',
    menu: 'Menu',
  },
  'es-ES': {
    prefix: '/es-ES',
    registerForm: 'Crear una cuenta',
    signInForm: 'Iniciar sesión',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    password: 'Contraseña',
    register: 'Registrarse',
    signIn: 'Entrar',
    continue: 'Continuar',
    goToLogin: 'Ir a iniciar sesión',
    weighIn: 'Pesaje diario',
    weight: 'Peso (lb)',
    log: 'Registrar peso',
    notifications: 'Notificaciones',
    logged: 'Peso registrado',
    progress: 'Mi progreso',
    createGoal: 'Crear objetivo',
    editGoal: 'Editar objetivo',
    goalWeight: 'Peso objetivo (lb)',
    saveGoal: 'Guardar objetivo',
    goalShown: 'Peso objetivo: 170 lb',
    shareOpen: 'Compartir progreso',
    shareTitle: 'Comparte tu progreso',
    createLink: 'Crear enlace para compartir',
    linkLabel: 'Tu enlace para compartir',
    accountMenu: /^Menú de la cuenta de /,
    accounts: 'Cuentas',
    orgManagement: 'Gestión de la organización',
    inviteForm: 'Invitar a nuevos administradores',
    send: 'Enviar invitación',
    invited: (email: string) => `Invitación enviada a ${email}.`,
    filter: 'Filtrar por nombre o correo electrónico',
    remove: 'Quitar',
    removeTitle: 'Quitar usuario',
    download: 'Descargar CSV para informes de subvenciones',
    coalitionLink: 'Panel de la coalición',
    openMenu: 'Abrir menú',
    menu: 'Menú',
  },
} as const satisfies Record<E2eLocale, unknown>;

const localeOf = (page: Page): E2eLocale => (isMobile(page) ? 'es-ES' : 'en-US');

/** Signs in with the login form by keyboard, from the page's first stop. */
async function signInByKeyboard(page: Page, keyboard: KeyboardUser, email: string, password: string) {
  const w = WORDS[localeOf(page)];
  const form = page.getByRole('form', { name: w.signInForm });
  await keyboard.fill(form.getByLabel(w.email), email);
  await keyboard.fill(form.getByLabel(w.password), password);
  await keyboard.activate(form.getByRole('button', { name: w.signIn }));
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/my-weight-tracker$`));
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // The dashboard's cards arrive after the page and push the footer down: a person tabs once they are there.
  await page.waitForLoadState('networkidle');
}

test('register, verify, weigh in, set a goal and share, with the keyboard alone', async ({ page, baseURL }) => {
  const w = WORDS[localeOf(page)];
  const keyboard = new KeyboardUser(page);
  const email = e2eEmail('keyboard-journey');
  await page.goto(`${w.prefix}/login`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);

  const register = page.getByRole('form', { name: w.registerForm });
  await keyboard.fill(register.getByLabel(w.firstName), 'Kim');
  await keyboard.fill(register.getByLabel(w.lastName), 'Keys');
  await keyboard.fill(register.getByLabel(w.email), email);
  await keyboard.fill(register.getByLabel(w.password), 'Keyboard2026');
  await keyboard.activate(register.getByRole('button', { name: w.register }));
  await expect(register.getByRole('status')).not.toBeEmpty();

  // The mailed link is opened from the inbox; the page it opens is used by keyboard.
  await followMailedLink(page, email, '/verify-email');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await keyboard.activate(page.getByRole('button', { name: w.continue }));
  await keyboard.activate(page.getByRole('link', { name: w.goToLogin }));
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/login$`));
  await signInByKeyboard(page, keyboard, email, 'Keyboard2026');

  const weighIn = page.getByRole('region', { name: w.weighIn });
  await keyboard.fill(weighIn.getByLabel(w.weight), '182.4');
  await keyboard.press('Enter');
  await expect(page.getByRole('region', { name: w.notifications }).getByText(w.logged, { exact: true })).toBeVisible();

  const goal = page.getByRole('region', { name: w.progress });
  await keyboard.activate(goal.getByRole('button', { name: w.createGoal }));
  // The form that opens takes focus to its field.
  await expect(goal.getByLabel(w.goalWeight)).toBeFocused();
  await keyboard.type('170');
  await keyboard.activate(goal.getByRole('button', { name: w.saveGoal }));
  await expect(goal.getByText(w.goalShown)).toBeVisible();
  // The form closes and focus goes back to the button that opened it, now "Edit goal".
  await expect(goal.getByRole('button', { name: w.editGoal })).toBeFocused();
  // Saving refetches the dashboard's figures: focus stays where it is once they have arrived.
  await page.waitForLoadState('networkidle');
  await expect(goal.getByRole('button', { name: w.editGoal })).toBeFocused();

  const shareButton = page.getByRole('button', { name: w.shareOpen });
  await keyboard.activate(shareButton);
  const dialog = page.getByRole('dialog', { name: w.shareTitle });
  await expect(dialog).toBeVisible();
  await keyboard.activate(dialog.getByRole('button', { name: w.createLink }));
  await expect(dialog.getByLabel(w.linkLabel, { exact: true })).toHaveValue(new RegExp(`^${baseURL}${w.prefix}/s/[A-Za-z0-9_-]{22}$`));
  // Escape closes the dialog and gives focus back to what opened it.
  await keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(shareButton).toBeFocused();

  expect(keyboard.problems).toEqual([]);
});

test("an organisation's admin invites a person and removes a member, with the keyboard alone", async ({ page, baseURL }) => {
  const w = WORDS[localeOf(page)];
  const keyboard = new KeyboardUser(page);
  // A person to invite, and a member to remove (joined through a request the admin approved).
  const invitee = e2eEmail('keyboard-invitee');
  const member = e2eEmail('keyboard-member');
  await createVerifiedAccount(page, invitee, 'Members2026', { firstName: 'Ines', lastName: 'Invitee' });
  await createVerifiedAccount(page, member, 'Members2026', { firstName: 'Mo', lastName: 'Member' });
  const { admin, organizationId } = await demoOrganizationAdmin(baseURL!);
  const joining = await apiSignIn(baseURL!, member, 'Members2026');
  await joining.send('POST', `/api/Account/${organizationId}/join-requests`, 201, { locale: 'en-US' });
  await admin.send('PUT', `/api/Account/${organizationId}/join-requests/${joining.userId}`, 200, { decision: 'Approved' });
  await joining.dispose();
  await admin.dispose();

  await page.goto(`${w.prefix}/login`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await signInByKeyboard(page, keyboard, 'admin@demo.example.org', 'DemoAdmin2026');

  // The organisation is chosen in the account menu, and its management page opened from there.
  const menuButton = page.getByRole('banner').getByRole('button', { name: w.accountMenu });
  const accounts = page.getByRole('region', { name: w.accounts });
  await keyboard.activate(menuButton, { backwards: true });
  // The panel's contents arrive after the button is pressed: a person tabs on once they see them.
  await expect(accounts).toBeVisible();
  await keyboard.activate(accounts.getByRole('button', { name: /^Demo Organization/ }));
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  await keyboard.press('Enter');
  await expect(accounts).toBeVisible();
  await keyboard.activate(page.getByRole('link', { name: w.orgManagement }));
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/account/org-management$`));
  await expect(page.getByRole('form', { name: w.inviteForm })).toBeVisible();
  // The member list arrives after the page and moves the forms below it: a person starts once it is there.
  await expect(page.getByRole('row').first()).toBeVisible();

  const inviteForm = page.getByRole('form', { name: w.inviteForm });
  await keyboard.fill(inviteForm.getByLabel(w.email), invitee);
  await keyboard.activate(inviteForm.getByRole('button', { name: w.send }));
  // The outcome stays beside the form (the notification says only that it was sent).
  await expect(page.getByRole('region', { name: w.inviteForm }).getByText(w.invited(invitee))).toBeVisible();

  await keyboard.fill(page.getByLabel(w.filter), member);
  // The list shows the one match (and its header row) before a person tabs on into it.
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: member });
  await keyboard.activate(row.getByRole('button', { name: w.remove }));
  const confirm = page.getByRole('alertdialog', { name: w.removeTitle });
  await expect(confirm).toBeVisible();
  await keyboard.activate(confirm.getByRole('button', { name: w.remove }));
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: member })).toHaveCount(0);

  expect(keyboard.problems).toEqual([]);
});

test("the coalition's Admin opens the dashboard and downloads its CSV, with the keyboard alone", async ({ page }) => {
  const w = WORDS[localeOf(page)];
  const keyboard = new KeyboardUser(page);
  await page.goto(`${w.prefix}/login`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await signInByKeyboard(page, keyboard, 'coalition@demo.example.org', 'DemoCoalition2026');

  // At 360 px the links are in the menu sheet.
  if (isMobile(page)) {
    await keyboard.activate(page.getByRole('button', { name: w.openMenu }), { backwards: true });
    await expect(page.getByRole('dialog', { name: w.menu })).toBeVisible();
  }
  await keyboard.activate(page.getByRole('link', { name: w.coalitionLink }), { backwards: !isMobile(page) });
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/coalition$`));
  const downloadButton = page.getByRole('button', { name: w.download });
  await expect(downloadButton).toBeVisible();
  await keyboard.tabTo(downloadButton);
  const [download] = await Promise.all([page.waitForEvent('download'), keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^coalition-outcomes-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync((await download.path())!, 'utf8').split('\r\n')[0]).toBe('group,organization,week_starting,measure,value,suppressed');

  expect(keyboard.problems).toEqual([]);
});
