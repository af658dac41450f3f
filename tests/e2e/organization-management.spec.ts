import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedAccount } from '../support/e2e-mail';
import { apiSignIn } from './support/api';
import { forEachLocale, type E2eLocale } from './support/locales';
import { demoOrganizationAdmin, openDemoOrganizationManagement } from './support/organization';
import { signIn } from './support/sign-in';

/** What Organization Management shows, per locale (exactly as messages/<locale>.json has it). */
const words = {
  'en-US': {
    prefix: '',
    title: 'Organization Management',
    filter: 'Filter by name or email',
    showing: (shown: number) => new RegExp(`^Showing ${shown} of \\d+ results$`),
    noMatch: (query: string) => `No one’s name or email contains “${query}”.`,
    notifications: 'Notifications',
    roleAdmin: 'Organization admin',
    roleUser: 'User',
    makeAdmin: (who: string) => `Make admin: ${who}`,
    revokeAdmin: (who: string) => `Revoke admin: ${who}`,
    madeAdmin: (email: string) => `${email} is now an admin.`,
    revoked: (email: string) => `${email} is no longer an admin.`,
  },
  'es-ES': {
    prefix: '/es-ES',
    title: 'Gestión de la organización',
    filter: 'Filtrar por nombre o correo electrónico',
    showing: (shown: number) => new RegExp(`^Mostrando ${shown} de \\d+ resultados$`),
    noMatch: (query: string) => `Nadie tiene «${query}» en su nombre ni en su correo electrónico.`,
    notifications: 'Notificaciones',
    roleAdmin: 'Administrador de la organización',
    roleUser: 'Usuario',
    makeAdmin: (who: string) => `Hacer administrador a ${who}`,
    revokeAdmin: (who: string) => `Retirar administrador a ${who}`,
    madeAdmin: (email: string) => `${email} ya es administrador.`,
    revoked: (email: string) => `${email} ya no es administrador.`,
  },
} satisfies Record<E2eLocale, unknown>;

type Person = { email: string; firstName: string; lastName: string };

/** Letters only, unique to this run: a name no other person of the demo organisation has. */
const uniqueLetters = () =>
  randomUUID()
    .replace(/-/g, '')
    .slice(0, 8)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);

/**
 * Three new people of the demo organisation, all with `tag` in their address: an active member, an
 * invitee and one waiting on their request to join, so every kind of action shows.
 */
async function threePeople(page: Page, baseURL: string, tag: string): Promise<{ active: Person; invited: Person; asking: Person }> {
  const make = async (label: string): Promise<Person> => {
    const person = { email: `${label}.${tag}@example.org`, firstName: `Robin${uniqueLetters()}`, lastName: 'Okonkwo-Hargreaves' };
    await createVerifiedAccount(page, person.email, 'Members2026', { firstName: person.firstName, lastName: person.lastName });
    return person;
  };
  const [active, invited, asking] = [await make('active'), await make('invited'), await make('asking')];
  const { admin, organizationId } = await demoOrganizationAdmin(baseURL);
  for (const person of [active, asking]) {
    const api = await apiSignIn(baseURL, person.email, 'Members2026');
    await api.send('POST', `/api/Account/${organizationId}/join-requests`, 201, { locale: 'en-US' });
    if (person === active) await admin.send('PUT', `/api/Account/${organizationId}/join-requests/${api.userId}`, 200, { decision: 'Approved' });
    await api.dispose();
  }
  await admin.send('POST', '/api/Account/invite', 201, { email: invited.email, role: 'User', accountId: organizationId });
  await admin.dispose();
  return { active, invited, asking };
}

async function openManagement(page: Page, locale: E2eLocale): Promise<void> {
  const w = words[locale];
  await signIn(page, 'admin@demo.example.org', 'DemoAdmin2026', locale);
  await openDemoOrganizationManagement(page, locale);
  await expect(page.getByRole('heading', { name: w.title })).toBeVisible();
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth);

/** How many lines a cell's text takes on screen. */
const linesOf = (cell: Locator) =>
  cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

forEachLocale(words, (w, locale) => {
  test(`${locale}: at the project's width the list scrolls nowhere sideways, each address reads on its line and every action is on screen`, async ({
    page,
    baseURL,
  }) => {
    const tag = uniqueLetters();
    const people = await threePeople(page, baseURL!, tag);
    await openManagement(page, locale);
    const viewport = page.viewportSize()!;
    await page.getByLabel(w.filter).fill(tag);
    await expect(page.getByRole('status').filter({ hasText: w.showing(3) })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);

    for (const person of Object.values(people)) {
      const row = page.getByRole('row').filter({ hasText: person.email });
      const email = row.getByRole('cell').first();
      await expect(email).toHaveText(person.email);
      // A whole line for the address, not a column one letter wide.
      expect((await email.boundingBox())!.width).toBeGreaterThan(150);
      expect(await linesOf(email)).toBe(1);
      const buttons = row.getByRole('button');
      expect(await buttons.count()).toBeGreaterThanOrEqual(2);
      for (const button of await buttons.all()) {
        await expect(button).toBeVisible();
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        await button.scrollIntoViewIfNeeded();
        await button.click({ trial: true });
      }
    }
    // The whole first page too, with the demo organisation's own people.
    await page.getByLabel(w.filter).fill('');
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .filter({ has: page.getByRole('cell') })
          .count(),
      )
      .toBeGreaterThan(3);
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  test(`${locale}: the filter finds people by name as well as email, and says when no one matches`, async ({ page, baseURL }) => {
    const tag = uniqueLetters();
    const { asking } = await threePeople(page, baseURL!, tag);
    await openManagement(page, locale);
    const filter = page.getByLabel(w.filter);
    await filter.fill(`${asking.firstName.toLowerCase()} okonkwo`);
    await expect(page.getByRole('status').filter({ hasText: w.showing(1) })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: asking.email })).toContainText(`${asking.firstName} ${asking.lastName}`);

    const nobody = `Nobody${uniqueLetters()}`;
    await filter.fill(nobody);
    await expect(page.getByText(w.noMatch(nobody), { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: w.showing(0) })).toBeVisible();
    expect(
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .count(),
    ).toBe(0);
  });

  test(`${locale}: an admin makes a member an admin from the member's row, then takes it back`, async ({ page, baseURL }) => {
    const tag = uniqueLetters();
    const { active } = await threePeople(page, baseURL!, tag);
    await openManagement(page, locale);
    await page.getByLabel(w.filter).fill(active.email);
    await expect(page.getByRole('status').filter({ hasText: w.showing(1) })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: active.email });
    const who = `${active.firstName} ${active.lastName}`;
    const toasts = page.getByRole('region', { name: w.notifications });
    await expect(row.getByRole('cell').nth(2)).toHaveText(w.roleUser);

    await row.getByRole('button', { name: w.makeAdmin(who) }).click();
    await expect(toasts.getByText(w.madeAdmin(active.email), { exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText(w.roleAdmin);

    await row.getByRole('button', { name: w.revokeAdmin(who) }).click();
    await expect(toasts.getByText(w.revoked(active.email), { exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText(w.roleUser);
    await expect(row.getByRole('button', { name: w.makeAdmin(who) })).toBeVisible();
  });
});
