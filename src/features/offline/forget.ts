import { COPY_SESSION_HEADER, PAGE_CACHE_PREFIX } from '@/service-worker/page-cache';
import { parseSessionMark } from '@/lib/offline/session-mark';
import { forgetAllBut } from '@/lib/offline/queue';

/** Deletes the worker's dashboard copies of anyone but `keep` (all of them when `keep` is null). */
async function forgetPageCopies(keep: string | null): Promise<void> {
  const names = (await caches.keys()).filter((name) => name.startsWith(PAGE_CACHE_PREFIX));
  if (keep === null) {
    await Promise.all(names.map((name) => caches.delete(name)));
    return;
  }
  // Only the copies of others: the worker may have just kept this person's page of this very load.
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const copy = await cache.match(request, { ignoreVary: true });
      if (!copy || parseSessionMark(copy.headers.get(COPY_SESSION_HEADER))?.personId !== keep) await cache.delete(request, { ignoreVary: true });
    }
  }
}

/**
 * Keeps only `keep`'s queue and stored answers (none after a sign-out), and drops the worker's
 * copies of the dashboard that show anyone else.
 */
export async function forgetOfflineData(keep: string | null): Promise<void> {
  await Promise.all([forgetAllBut(keep).catch(() => undefined), typeof caches === 'undefined' ? undefined : forgetPageCopies(keep)]).catch(() => undefined);
}
