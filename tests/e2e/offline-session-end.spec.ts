import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { localDay, signedInApi } from './support/api';
import { keptForOffline, storedKeys } from './support/offline';
import { signIn } from './support/sign-in';

// Security review, finding 2: "the offline dashboard outlives the session". What the service
// worker and the device keep for the offline dashboard opens only while the session that kept it
// lasts.

/** Cora, signed in, her dashboard (with a weigh-in of 201 lbs) kept for offline use. */
async function coraOfflineReady(page: Page) {
  const email = e2eEmail('session-end');
  await createVerifiedAccount(page, email, 'SessionEnd2026', { firstName: 'Cora', lastName: 'Ended' });
  await signIn(page, email, 'SessionEnd2026');
  const api = await signedInApi(page);
  await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 201, logDate: localDay(-1) });
  await page.goto('/my-weight-tracker');
  await expect(page.getByRole('paragraph').filter({ hasText: 'Cora' })).toHaveText('Hello, Cora');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('cell', { name: '201 lbs' })).toBeVisible();
  await keptForOffline(page, '/my-weight-tracker');
}

/** The session mark the page keeps beside the session cookie: the person and the session's end time. */
async function sessionMark(context: BrowserContext) {
  const mark = (await context.cookies()).find((cookie) => cookie.name === 'cwt-session');
  const [personId, endsAt] = (mark?.value ?? '').split('.');
  return { personId, endsAt: Number(endsAt) };
}

/** The page copies the worker keeps, by cache name. */
const pageCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('cwt-pages-')));

test.describe('finding 2: the offline dashboard ends with the session', () => {
  test('cookies cleared, then offline: the dashboard does not open, and its copies are deleted', async ({ page, context }) => {
    await coraOfflineReady(page);
    expect((await sessionMark(context)).personId).toMatch(/^[0-9a-f-]{36}$/);

    await context.clearCookies();
    await context.setOffline(true);
    // The worker has no copy for a browser without a session: the browser's own offline page.
    await expect(page.reload()).rejects.toThrow(/net::ERR_FAILED/);
    await expect(page.getByText('Cora')).toHaveCount(0);
    await expect(page.getByText('201')).toHaveCount(0);

    // Back online, signed out: what was kept for her is gone.
    await context.setOffline(false);
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    expect(await pageCaches(page)).toEqual([]);
    expect(await storedKeys(page, 'snapshots')).toEqual([]);
  });

  test('a dashboard the worker fetched before the session mark was written is kept once the page has written it', async ({ page, context }) => {
    await coraOfflineReady(page);
    const { personId } = await sessionMark(context);
    // As after a sign-in sent before next-auth's provider had loaded: no mark yet, and no copy.
    await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('cwt-pages-'));
      await Promise.all(names.map((name) => caches.delete(name)));
    });
    await context.clearCookies({ name: 'cwt-session' });

    const load = await page.reload();
    // The worker fetched this load and kept nothing (it had no session to label a copy with)…
    expect(load?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('paragraph').filter({ hasText: 'Cora' })).toHaveText('Hello, Cora');
    // …then the page wrote the mark from a session check, and handed the page to the worker.
    await expect.poll(async () => (await sessionMark(context)).personId).toBe(personId);
    await keptForOffline(page, '/my-weight-tracker');

    await context.setOffline(true);
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('region', { name: 'History' }).getByRole('cell', { name: '201 lbs' })).toBeVisible();
    await context.setOffline(false);
  });

  test("the session's end time passes offline: the page copy shows that the session ended and nothing of the person", async ({ page, context }) => {
    await page.clock.install();
    await coraOfflineReady(page);
    const { endsAt } = await sessionMark(context);
    expect(endsAt).toBeGreaterThan(Date.now());

    await context.setOffline(true);
    await page.clock.setSystemTime(endsAt + 1_000);
    // The worker still serves its copy (its clock is the real one); the copy's first script stops
    // it before anything of Cora is parsed, so the page's load never completes.
    expect((await page.reload({ waitUntil: 'commit' }))?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signed out');
    expect(await page.content()).not.toContain('Cora');
    await expect(page.locator('body > *')).toHaveCount(1);
    await expect(page.locator('body > main > *')).toHaveText([
      'Signed out',
      'Your session on this device has ended. Sign in again once you are back online.',
      'Sign in',
    ]);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect.poll(() => pageCaches(page)).toEqual([]);
    await expect.poll(() => storedKeys(page, 'snapshots')).toEqual([]);
  });
});
