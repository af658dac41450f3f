import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount } from '../support/e2e-mail';
import { signIn } from './support/sign-in';
import { forEachLocale } from './support/locales';

/**
 * A deploy test without a second build: "build B" is build A's worker
 * with one file's revision changed, written where the server reads /sw.js (it reads it per
 * request). That changes the precache list, so the worker's bytes and its version, which is what
 * a deploy changes; a real second `next build` would cost CI about a minute more per run. Which
 * copies the workers keep (never a page of one build with the files of another) is unit-tested in
 * src/service-worker/page-cache.test.ts.
 */
const workerFile = path.join(process.cwd(), '.next', 'sw.js');

const words = {
  'en-US': { prefix: '', updateReady: 'A new version of the app is ready.', reload: 'Reload to update' },
  'es-ES': { prefix: '/es-ES', updateReady: 'Hay una nueva versión de la aplicación.', reload: 'Recargar para actualizar' },
} as const;

function deployB(worker: string): string {
  let changed = false;
  const next = worker.replace(/"revision":"([0-9a-f]+)"/, (_match, revision: string) => {
    changed = true;
    return `"revision":"${revision.split('').reverse().join('')}"`;
  });
  expect(changed, 'the worker holds a precache list with revisions').toBe(true);
  return next;
}

/** The version (page cache name) of the worker controlling the page. */
function controllerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller!.postMessage({ type: 'VERSION' }, [channel.port2]);
      }),
  );
}

forEachLocale(words, (w, locale) => {
  test(`${locale}: a new version waits until the person reloads to update, then the page runs on the new worker's files only`, async ({ page }) => {
    const buildA = readFileSync(workerFile, 'utf8');
    try {
      const email = `deploy-${randomUUID().slice(0, 8)}@example.org`;
      await createVerifiedAccount(page, email, 'Deploy2026', { firstName: 'Dora', lastName: 'Deploy' });
      await signIn(page, email, 'Deploy2026', locale);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      // The next visit is worker A's.
      await page.goto(`${w.prefix}/my-weight-tracker`);
      const versionA = await controllerVersion(page);

      writeFileSync(workerFile, deployB(buildA));
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
      const prompt = page.getByRole('status').filter({ hasText: w.updateReady });
      await expect(prompt).toBeVisible();
      // Until the person chooses, the open page stays on worker A (and A's files).
      expect(await controllerVersion(page)).toBe(versionA);

      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: w.reload }).click()]);
      const versionB = await controllerVersion(page);
      expect(versionB).not.toBe(versionA);
      await expect(page.getByRole('status').filter({ hasText: w.updateReady })).toHaveCount(0);
      // A's page copies are gone, and every build file this page loaded is in B's precache.
      await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('cwt-pages-')))).toEqual([versionB]);
      const missing = await page.evaluate(async () => {
        const precache = (await caches.keys()).find((name) => name.includes('precache'))!;
        const kept = new Set((await (await caches.open(precache)).keys()).map((request) => new URL(request.url).pathname));
        const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
        return loaded.filter((file) => file.startsWith('/_next/static/') && !kept.has(file));
      });
      expect(missing).toEqual([]);
    } finally {
      writeFileSync(workerFile, buildA);
    }
  });
});
