// Pure rules of the service worker (./worker.ts), kept apart so unit tests can run them in Node.
// No imports: this module is bundled into the worker, which must stay small.

/** The pages that open without a network: the dashboard in each language. */
export const OFFLINE_PAGE_PATHS = ['/my-weight-tracker', '/en-US/my-weight-tracker', '/es-ES/my-weight-tracker'] as const;

/** Where the worker keeps offline copies of pages; the suffix is the worker's build version. */
export const PAGE_CACHE_PREFIX = 'cwt-pages-';

/** On a kept copy: the session mark it was kept under (`<person id>.<end time>`). */
export const COPY_SESSION_HEADER = 'X-Offline-Session';

/** On a kept copy: when the worker kept it (ms since the epoch, the device's clock). */
export const COPY_KEPT_AT_HEADER = 'X-Offline-Kept-At';

/**
 * Whether a kept copy is at least as new as a page load that started at `since` (the page's
 * `performance.timeOrigin`): that load's own copy, which the page need not ask for again.
 */
export function keptSince(copy: { headers: { get(name: string): string | null } } | undefined, since: number): boolean {
  const keptAt = Number(copy?.headers.get(COPY_KEPT_AT_HEADER));
  return Number.isFinite(keptAt) && keptAt >= since;
}

export function isOfflinePage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (OFFLINE_PAGE_PATHS as readonly string[]).includes(path);
}

/** The build's files a page refers to: its scripts, styles and fonts under /_next/static/. */
export function staticFilesOf(html: string): string[] {
  const found = new Set<string>();
  // In attributes and in the inline flight data (where quotes are escaped as \").
  for (const match of html.matchAll(/\/_next\/static\/[^"'\\\s)<>]+/g)) found.add(match[0]);
  return [...found];
}

/**
 * A page is kept only when every file it refers to is precached by this worker: a copy from
 * another build (the server already deployed B while this worker is A) would open with files
 * that are not there, or a mix of both builds. `isPrecached` gets a same-origin path.
 */
export function isSelfContained(html: string, isPrecached: (path: string) => boolean): boolean {
  const files = staticFilesOf(html);
  return files.length > 0 && files.every((file) => isPrecached(file.split(/[?#]/)[0]!));
}

/**
 * One version per precache list: any changed file changes it. The page cache is named after it, so
 * a new worker starts with no page copies of the previous build (they would mix builds).
 */
export function buildVersion(entries: ReadonlyArray<string | { url: string; revision?: string | null }>): string {
  let hash = 0x811c9dc5;
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url}@${entry.revision ?? ''}`;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
    hash = Math.imul(hash ^ 10, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Old page caches (of other builds) to delete when a worker takes over. */
export function outdatedPageCaches(cacheNames: readonly string[], current: string): string[] {
  return cacheNames.filter((name) => name.startsWith(PAGE_CACHE_PREFIX) && name !== current);
}
