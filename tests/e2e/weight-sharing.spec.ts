import { expect } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { seriousViolations } from './support/axe';
import { apiSignIn, localDay, mediumDate } from './support/api';
import { test } from './support/second-person';
import { signIn } from './support/sign-in';
import { forEachLocale } from './support/locales';

/**
 * A member of the demo organisation turns on "let the admins see my
 * weights" in the Profile; one of its admins, whose unit is not the member's, sees the member's
 * starting and latest weight, change and % lost on the organisation's dashboard; the member turns
 * it off and the row is gone. The people are made through the API; the browser is what is tested.
 */
const ADMIN = { email: 'admin@demo.example.org', password: 'DemoAdmin2026' };
const ORG = 'Demo Organization';
const PASSWORD = 'GoodPass123';

const WORDS = {
  'en-US': {
    prefix: '',
    organizations: 'Your organizations',
    toggle: `Let the admins of ${ORG} see my weights`,
    on: `The admins of ${ORG} can now see your weights.`,
    off: `The admins of ${ORG} no longer see your weights.`,
    dashboardFor: 'Dashboard for',
    shared: 'Members sharing their weights',
    none: "No member shares their weights with the organization's admins.",
    progress: `Progress of ${ORG}`,
    fewerThan: 'fewer than 11',
    // The viewing admin reads pounds.
    unit: 'lb' as const,
    weight: (lb: number) => `${lb.toLocaleString('en-US', { maximumFractionDigits: 1 })} lbs`,
    on_: (weight: string, date: string) => `${weight} on ${date}`,
    lost: (weight: string) => `lost ${weight}`,
    percent: (n: number) => `${n}%`,
  },
  'es-ES': {
    prefix: '/es-ES',
    organizations: 'Tus organizaciones',
    toggle: `Permitir que los administradores de ${ORG} vean mis pesos`,
    on: `Los administradores de ${ORG} ya pueden ver tus pesos.`,
    off: `Los administradores de ${ORG} ya no ven tus pesos.`,
    dashboardFor: 'Panel de',
    shared: 'Miembros que comparten sus pesos',
    none: 'Ningún miembro comparte sus pesos con quien administra la organización.',
    progress: `Progreso de ${ORG}`,
    fewerThan: 'menos de 11',
    // The viewing admin reads kilograms (210 lb = 95.3 kg, 199.5 lb = 90.5 kg, 10.5 lb = 4.8 kg).
    unit: 'kg' as const,
    weight: (lb: number) => `${(Math.round(lb * 0.45359237 * 10) / 10).toLocaleString('es-ES', { maximumFractionDigits: 1 })} kg`,
    on_: (weight: string, date: string) => `${weight} el ${date}`,
    lost: (weight: string) => `bajó ${weight}`,
    percent: (n: number) => `${n} %`,
  },
};

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: a member shares their weights in the Profile, an admin of the organisation sees them, then no longer`, async ({
    page,
    baseURL,
    secondPage: adminPage,
  }) => {
    const day = (offset: number) => mediumDate(localDay(offset), locale);

    // The member (who reads stones: the admin's unit, not theirs, is shown) weighs in and is approved.
    const memberEmail = e2eEmail(`sharing-${locale}`);
    await createVerifiedAccount(page, memberEmail, PASSWORD, { firstName: 'Sam', lastName: `Sharer ${locale}` });
    const member = await apiSignIn(baseURL!, memberEmail, PASSWORD);
    await member.send('PUT', `/api/User/${member.userId}/preferences`, 200, { displayUnit: 'st', heightCm: null });
    await member.send('POST', '/api/WeightLog/log-weight', 201, { weight: 210, logDate: localDay(-20) });
    await member.send('POST', '/api/WeightLog/log-weight', 201, { weight: 199.5, logDate: localDay(-1) });
    const demoAdmin = await apiSignIn(baseURL!, ADMIN.email, ADMIN.password);
    const demo = (await demoAdmin.get<Array<{ accountId: string; accountName: string }>>('/api/Account/organizations')).find((o) => o.accountName === ORG)!;
    await member.send('POST', `/api/Account/${demo.accountId}/join-requests`, 201, { locale });
    await demoAdmin.send('PUT', `/api/Account/${demo.accountId}/join-requests/${member.userId}`, 200, { decision: 'Approved' });

    // The viewing admin: a new OrganizationAdmin of the organisation, in their own unit.
    const adminEmail = e2eEmail(`sharing-admin-${locale}`);
    await createVerifiedAccount(adminPage, adminEmail, PASSWORD, { firstName: 'Ada', lastName: 'Viewer' });
    await demoAdmin.send('POST', '/api/Account/invite', 201, { email: adminEmail, role: 'OrganizationAdmin', accountId: demo.accountId });
    const viewer = await apiSignIn(baseURL!, adminEmail, PASSWORD);
    const [invitation] = await viewer.get<Array<{ id: string }>>('/api/Account/my-invitations');
    await viewer.send('POST', '/api/Account/accept-invitation', 200, { userAccountId: invitation!.id });
    await viewer.send('PUT', `/api/User/${viewer.userId}/preferences`, 200, { displayUnit: w.unit, heightCm: null });

    // The member turns sharing on in the Profile: off until then.
    await signIn(page, memberEmail, PASSWORD, locale);
    await page.goto(`${w.prefix}/account/profile`);
    const organizations = page.getByRole('region', { name: w.organizations });
    const toggle = organizations.getByRole('checkbox', { name: w.toggle });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect(page.getByText(w.on)).toBeVisible();
    await expect(toggle).toBeChecked();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // The admin sees the member's weights on the organisation's dashboard, in the admin's unit.
    await signIn(adminPage, adminEmail, PASSWORD, locale);
    await adminPage.getByLabel(w.dashboardFor).selectOption({ label: ORG });
    const card = adminPage.getByRole('region', { name: w.shared });
    const row = card.getByRole('row').filter({ hasText: memberEmail });
    await expect(row.getByRole('rowheader')).toContainText(`Sam Sharer ${locale}`);
    await expect(row.getByRole('cell')).toHaveText([w.on_(w.weight(210), day(-20)), w.on_(w.weight(199.5), day(-1)), w.lost(w.weight(10.5)), w.percent(5)]);
    // The organisation's aggregates stay suppressed: it has fewer than 11 participants.
    // Members, active this week, pounds lost together, average % lost: all but the first are about too few people.
    await expect(adminPage.getByRole('region', { name: w.progress }).getByRole('definition').nth(2)).toHaveText(w.fewerThan);
    expect(await seriousViolations(adminPage, 'main')).toEqual([]);

    // The member changes their mind: the admin's next look shows nothing of theirs.
    await toggle.uncheck();
    await expect(page.getByText(w.off)).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await adminPage.reload();
    await adminPage.getByLabel(w.dashboardFor).selectOption({ label: ORG });
    // Nobody else shares in this app: the list answers empty.
    await expect(card.getByText(w.none)).toBeVisible();
    await expect(card.getByRole('row')).toHaveCount(0);
    await expect(card).not.toContainText(memberEmail);

    await Promise.all([member.dispose(), demoAdmin.dispose(), viewer.dispose()]);
  });
});
