import { expect, test } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { apiSignIn } from './support/api';
import { forEachLocale, type E2eLocale } from './support/locales';
import { demoOrganizationAdmin } from './support/organization';
import { signIn } from './support/sign-in';

/**
 * Requests to join reach the organisation's admins: a badge in the header counts those waiting and
 * opens Organization Management on the organisation, where they are answered; once all are, it goes.
 */
const ORG = 'Demo Organization';

const WORDS = {
  'en-US': {
    prefix: '',
    badge: (count: number) => `${count} join request${count === 1 ? '' : 's'} waiting: open Organization Management of ${ORG}`,
    members: `Members and admins of ${ORG}`,
    filter: 'Filter by name or email',
    approveOf: (who: string) => `Approve the request of ${who}`,
    declineOf: (who: string) => `Decline the request of ${who}`,
    approved: (email: string) => `${email} is now a member.`,
    declined: (email: string) => `The request of ${email} was declined.`,
  },
  'es-ES': {
    prefix: '/es-ES',
    badge: (count: number) =>
      count === 1
        ? `1 solicitud para unirse en espera: abrir la gestión de la organización ${ORG}`
        : `${count} solicitudes para unirse en espera: abrir la gestión de la organización ${ORG}`,
    members: `Miembros y administradores de ${ORG}`,
    filter: 'Filtrar por nombre o correo electrónico',
    approveOf: (who: string) => `Aprobar la solicitud de ${who}`,
    declineOf: (who: string) => `Rechazar la solicitud de ${who}`,
    approved: (email: string) => `${email} ya es miembro.`,
    declined: (email: string) => `Se rechazó la solicitud de ${email}.`,
  },
} satisfies Record<E2eLocale, unknown>;

type Member = { userId: string; status: string };

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: the admin sees the waiting requests counted in the header, answers them there, and the badge goes`, async ({ page, baseURL }) => {
    // Arrange: no request waits in the organisation, then two people ask to join it.
    const { admin, organizationId } = await demoOrganizationAdmin(baseURL!);
    const members = await admin.get<Member[]>(`/api/Account/org-admins?accountIds=${organizationId}`);
    for (const waiting of members.filter((m) => m.status === 'Requested')) {
      await admin.send('PUT', `/api/Account/${organizationId}/join-requests/${waiting.userId}`, 200, { decision: 'Declined' });
    }
    await admin.dispose();
    const people = [
      { email: e2eEmail(`badge-a-${locale}`), firstName: 'Ada', lastName: 'Asker' },
      { email: e2eEmail(`badge-b-${locale}`), firstName: 'Bo', lastName: 'Asker' },
    ];
    for (const person of people) {
      await createVerifiedAccount(page, person.email, 'GoodPass123', { firstName: person.firstName, lastName: person.lastName });
      const api = await apiSignIn(baseURL!, person.email, 'GoodPass123');
      await api.send('POST', `/api/Account/${organizationId}/join-requests`, 201, { locale });
      await api.dispose();
    }

    await signIn(page, 'admin@demo.example.org', 'DemoAdmin2026', locale);
    await page.goto(`${w.prefix}/my-weight-tracker`);
    const badge = page.getByRole('banner').getByRole('link', { name: w.badge(2) });
    await expect(badge).toHaveText('2');
    // At the project's width the header still fits.
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth)).toBe(true);

    await badge.click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/account/org-management$`));
    await expect(page.getByRole('heading', { name: w.members })).toBeVisible();

    const [first, second] = people as [(typeof people)[0], (typeof people)[0]];
    await page.getByLabel(w.filter).fill(first.email);
    await page.getByRole('button', { name: w.approveOf(`${first.firstName} ${first.lastName}`) }).click();
    await expect(page.getByText(w.approved(first.email))).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: w.badge(1) })).toHaveText('1');

    await page.getByLabel(w.filter).fill(second.email);
    await page.getByRole('button', { name: w.declineOf(`${second.firstName} ${second.lastName}`) }).click();
    await expect(page.getByText(w.declined(second.email))).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /join request|solicitud/ })).toHaveCount(0);
  });
});
