import { expect, test } from '@playwright/test';

/** The crash overlay's scrim in dark mode: black at 70 % (bg-black/70), not the light slate that dark mode turns slate-900 into. */
const SCRIM_DARK = 'oklab(0 0 0 / 0.7)';

test('an unknown page counts down and goes home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Taking you home in [1-5] seconds?…/);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Track your weight. Lift your community.' })).toBeVisible();

  // The time limit can be turned off: the page stays past it, and focus is on the way home.
  await page.clock.install();
  await page.goto('/no/such/page');
  await expect(page.getByRole('timer')).toHaveText('Taking you home in 5 seconds…');
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByRole('timer')).toHaveText('You are staying on this page.');
  await expect(page.getByRole('link', { name: 'Go home now' })).toBeFocused();
  await page.clock.runFor(10_000);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/page$/);

  await page.goto('/es-ES/nada');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al inicio ahora' }).click();
  await expect(page).toHaveURL(/\/es-ES$/);
});

test('a crash shows the overlay and is reported to /api/logError', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Play video/ })).toBeVisible();
  // The page's own after-first-render chunks (the session watcher's) have arrived: only the player's fails.
  await page.waitForLoadState('networkidle');
  // The player's code is fetched on play; losing the network then makes the UI crash.
  const aborted: string[] = [];
  await page.route('**/_next/static/chunks/**', (route) => {
    aborted.push(new URL(route.request().url()).pathname);
    return route.abort();
  });
  const report = page.waitForRequest((request) => request.url().endsWith('/api/logError') && request.method() === 'POST');
  await page.getByRole('button', { name: /^Play video/ }).click();

  const overlay = page.getByRole('alertdialog', { name: 'Oh no' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('An unexpected error occurred.');
  const body = (await report).postDataJSON() as { error: { name: string; message: string }; errorInfo: { source: string; componentStack?: string } };
  expect(body.errorInfo.source).toBe('boundary');
  // The report names the chunk that could not be had: the player's, the first one asked for after the click.
  expect(aborted[0]).toMatch(/^\/_next\/static\/chunks\/[\w-]+\.js$/);
  const chunk = aborted[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(body.error).toMatchObject({ name: 'ChunkLoadError', message: expect.stringMatching(new RegExp(`^Failed to load chunk ${chunk} from module \\d+$`)) });
  expect((await (await report).response())?.status()).toBe(204);

  await page.unroute('**/_next/static/chunks/**');
  await overlay.getByRole('link', { name: 'Return home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('in dark mode the crash overlay darkens the page behind it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: /^Play video/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await page.getByRole('button', { name: /^Play video/ }).click();
  const overlay = page.getByRole('alertdialog', { name: 'Oh no' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCSS('background-color', SCRIM_DARK);
  await page.unroute('**/_next/static/chunks/**');
});

test('an unhandled rejection is reported to /api/logError', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // The listener is attached once the page has hydrated: reject again until the report is sent.
  let report: import('@playwright/test').Request | undefined;
  await expect(async () => {
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/logError'), { timeout: 2_000 });
    await page.evaluate(() => {
      void Promise.reject(new Error('a promise nobody awaited'));
    });
    report = await sent;
  }).toPass({ timeout: 30_000 });
  const body = report!.postDataJSON() as { error: { message: string }; errorInfo: { source: string } };
  expect(body).toMatchObject({ error: { message: 'a promise nobody awaited' }, errorInfo: { source: 'unhandled-rejection' } });
});
