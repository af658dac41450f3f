/// <reference lib="webworker" />
// The service worker, bundled by scripts/build-service-worker.mjs after `next build`:
// Serwist's injectManifest puts the build's /_next/static files into `self.__SW_MANIFEST`.
import { NetworkFirst, Serwist, type PrecacheEntry, type SerwistPlugin } from 'serwist';
import { forgetSnapshots } from '@/lib/offline/snapshots';
import { mayShowOffline, parseSessionMark, SESSION_MARK_COOKIE, sessionMarkValue, type SessionMark } from '@/lib/offline/session-mark';
import {
  buildVersion,
  COPY_KEPT_AT_HEADER,
  COPY_SESSION_HEADER,
  isOfflinePage,
  isSelfContained,
  keptSince,
  outdatedPageCaches,
  PAGE_CACHE_PREFIX,
} from './page-cache';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: Array<PrecacheEntry | string> | undefined };

const manifest = self.__SW_MANIFEST ?? [];
const pageCache = `${PAGE_CACHE_PREFIX}${buildVersion(manifest)}`;

const serwist = new Serwist({
  precacheEntries: manifest,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new worker waits until the page asks for it ("reload to update") or every tab has closed:
  // an open page keeps the files of the build it started with.
  skipWaiting: false,
  clientsClaim: false,
  navigationPreload: false,
  disableDevLogs: true,
});

/** A dashboard answer worth keeping: a page (not a redirect to sign-in) of this worker's build, complete offline. */
async function isPageOfThisBuild(response: Response): Promise<boolean> {
  if (response.status !== 200 || response.redirected || !response.headers.get('content-type')?.includes('text/html')) return false;
  const html = await response.clone().text();
  return isSelfContained(html, (path) => serwist.getPrecacheKeyForUrl(path) !== undefined);
}

/**
 * This browser's session mark: null when there is none (cookies cleared, the
 * session ended), undefined when this worker cannot read cookies (no Cookie Store API): the
 * page's own guard then decides.
 */
async function sessionMarkNow(): Promise<SessionMark | null | undefined> {
  if (!('cookieStore' in self) || !self.cookieStore) return undefined;
  try {
    return parseSessionMark((await self.cookieStore.get(SESSION_MARK_COOKIE))?.value);
  } catch {
    return null;
  }
}

/** The copy to keep, labelled with the session it was fetched under; none without a session to tie it to. */
async function labelledCopy(response: Response): Promise<Response | null> {
  if (!(await isPageOfThisBuild(response))) return null;
  const mark = await sessionMarkNow();
  if (mark === null) return null;
  const headers = new Headers(response.headers);
  if (mark) headers.set(COPY_SESSION_HEADER, sessionMarkValue(mark.personId, mark.endsAt));
  headers.set(COPY_KEPT_AT_HEADER, String(Date.now()));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** The dashboard and the answers it stored show a person: they go once that person's session has. */
async function forgetPersonalCopies(): Promise<void> {
  const names = (await caches.keys()).filter((name) => name.startsWith(PAGE_CACHE_PREFIX));
  await Promise.all([...names.map((name) => caches.delete(name)), forgetSnapshots().catch(() => undefined)]);
}

const keepOnlyThisBuild: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => labelledCopy(response),
  // Offline, a copy opens only while this browser's session is still the one it was kept under.
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const mark = await sessionMarkNow();
    if (mark === undefined) return cachedResponse;
    const kept = parseSessionMark(cachedResponse.headers.get(COPY_SESSION_HEADER));
    if (mayShowOffline(mark, kept?.personId, kept?.endsAt, Date.now())) return cachedResponse;
    await forgetPersonalCopies();
    return null;
  },
};

// The dashboard: from the network when there is one (the server decides who sees it); its last
// copy when there is none. API calls are not routed here: they always go to the network, and the
// page says when it shows stored data instead (features/offline).
serwist.registerCapture(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isOfflinePage(url.pathname),
  new NetworkFirst({ cacheName: pageCache, plugins: [keepOnlyThisBuild], matchOptions: { ignoreVary: true } }),
);

/** Fetches and keeps `url`, unless the copy kept already is at least as new as `unlessKeptSince`. */
async function keepPage(url: string, unlessKeptSince: number | undefined) {
  if (unlessKeptSince !== undefined && keptSince(await caches.match(url, { cacheName: pageCache, ignoreVary: true }), unlessKeptSince)) return;
  const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
  const copy = response && (await labelledCopy(response));
  if (copy) await (await caches.open(pageCache)).put(url, copy);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(outdatedPageCaches(names, pageCache).map((name) => caches.delete(name)))));
});

self.addEventListener('message', (event) => {
  const { type, url, unlessKeptSince } = (event.data ?? {}) as { type?: unknown; url?: unknown; unlessKeptSince?: unknown };
  // "Reload to update": the page asks the waiting worker to take over, then reloads.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // Which build this worker is (its page cache's name): for the deploy test.
  if (type === 'VERSION') event.ports[0]?.postMessage(pageCache);
  // A dashboard the page has shown: keep it now, on the same terms, unless this worker kept that
  // very load already (a load it answered, once the page says when the load started).
  if (type === 'KEEP_PAGE' && typeof url === 'string' && isOfflinePage(new URL(url, self.location.origin).pathname)) {
    event.waitUntil(keepPage(new URL(url, self.location.origin).href, typeof unlessKeptSince === 'number' ? unlessKeptSince : undefined));
  }
});

serwist.addEventListeners();
