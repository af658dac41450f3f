import { expect, type Page } from '@playwright/test';

/** The worker keeps the dashboard page, and the page keeps the person's entries, before the connection goes. */
export async function keptForOffline(page: Page, path: string): Promise<void> {
  await expect.poll(() => page.evaluate(async (p) => Boolean(await caches.match(p, { ignoreVary: true })), path)).toBe(true);
  await expect.poll(() => storedKeys(page, 'snapshots').then((keys) => keys.filter((key) => key.includes('weightLogs')).length)).toBe(1);
}

/** The keys of one store of the page's offline database (`cwt-offline`). */
export function storedKeys(page: Page, store: 'snapshots' | 'queue'): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('cwt-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction(name).objectStore(name).getAllKeys();
          all.onsuccess = () => resolve(all.result.map(String));
        };
      }),
    store,
  );
}
