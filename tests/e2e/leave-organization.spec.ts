import { expect, test } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { apiSignIn, signedInApi, type AccountRow } from './support/api';
import { hydratedControl } from './support/shell';
import { signIn } from './support/sign-in';
import { forEachLocale } from './support/locales';

/** A member leaves an organisation from the Profile, after a confirm step, in each language. */
const WORDS = {
  'en-US': {
    prefix: '',
    section: 'Your organizations',
    leave: 'Leave organization: Demo Organization',
    confirm: 'Leave organization',
    dialog: 'Leave organization',
    left: 'You left Demo Organization.',
    none: 'You do not belong to any organization.',
  },
  'es-ES': {
    prefix: '/es-ES',
    section: 'Tus organizaciones',
    leave: 'Salir de la organización: Demo Organization',
    confirm: 'Salir de la organización',
    dialog: 'Salir de la organización',
    left: 'Has salido de Demo Organization.',
    none: 'No perteneces a ninguna organización.',
  },
};

forEachLocale(WORDS, (w, locale) => {
  test(`leaves an organisation from the Profile (${locale})`, async ({ page, baseURL }) => {
    const email = e2eEmail(`leave-${locale}`);
    await createVerifiedAccount(page, email, 'GoodPass123');
    await signIn(page, email, 'GoodPass123', locale);
    const api = await signedInApi(page);
    const organisations = await api.get<Array<{ accountId: string; accountName: string }>>('/api/Account/organizations');
    const demo = organisations.find((o) => o.accountName === 'Demo Organization')!;
    await api.send('PUT', `/api/User/${api.userId}/profile`, 200, { firstName: 'Pat', lastName: 'Leaver', organisation: demo.accountId, locale });
    // Choosing an organisation asks its admins: the demo admin approves.
    const admin = await apiSignIn(baseURL!, 'admin@demo.example.org', 'DemoAdmin2026');
    await admin.send('PUT', `/api/Account/${demo.accountId}/join-requests/${api.userId}`, 200, { decision: 'Approved' });
    await admin.dispose();

    await page.goto(`${w.prefix}/account/profile`);
    const section = page.getByRole('region', { name: w.section });
    await (await hydratedControl(section.getByRole('button', { name: w.leave }))).click();
    const dialog = page.getByRole('alertdialog', { name: w.dialog });
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByText(w.left)).toBeVisible();
    await expect(section.getByText(w.none)).toBeVisible();
    const accounts = (await api.get<{ accounts: AccountRow[] }>(`/api/User/${api.userId}`)).accounts;
    expect(accounts.map((a) => a.accountType)).toEqual(['personal']);
  });
});
