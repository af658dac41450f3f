import { PAGE_CACHE_PREFIX } from '@/service-worker/page-cache';
import { forgetAllBut } from '@/lib/offline/queue';

/**
 * Keeps only `keep`'s queue and stored answers (none after a sign-out), and drops the worker's
 * copies of the dashboard, which show the person who was signed in.
 */
export async function forgetOfflineData(keep: string | null): Promise<void> {
  await Promise.all([
    forgetAllBut(keep).catch(() => undefined),
    typeof caches === 'undefined'
      ? undefined
      : caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(PAGE_CACHE_PREFIX)).map((name) => caches.delete(name)))),
  ]).catch(() => undefined);
}
