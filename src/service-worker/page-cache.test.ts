import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import {
  buildVersion,
  COPY_KEPT_AT_HEADER,
  isOfflinePage,
  isSelfContained,
  keptSince,
  outdatedPageCaches,
  PAGE_CACHE_PREFIX,
  staticFilesOf,
} from './page-cache';

const pageOfBuild = (files: string[]) =>
  `<html><head>${files.map((f) => `<script src="${f}" async></script>`).join('')}</head><body><script>self.__next_f.push([1,"1:I[\\"${files[0]}\\"]"])</script></body></html>`;

describe('the service worker page rules', () => {
  it('keeps the dashboard of each language offline, nothing else', () => {
    for (const locale of routing.locales) expect(isOfflinePage(`/${locale}/my-weight-tracker`)).toBe(true);
    expect(isOfflinePage('/my-weight-tracker')).toBe(true);
    expect(isOfflinePage('/my-weight-tracker/')).toBe(true);
    for (const path of ['/', '/login', '/es-ES', '/account/profile', '/api/WeightLog/log-weight', '/my-weight-tracker-x'])
      expect(isOfflinePage(path)).toBe(false);
  });

  it('reads the build files a page refers to, in attributes and in its flight data', () => {
    const html = pageOfBuild(['/_next/static/chunks/a1.js', '/_next/static/chunks/b2.css']);
    expect(staticFilesOf(html).sort()).toEqual(['/_next/static/chunks/a1.js', '/_next/static/chunks/b2.css']);
  });

  it("keeps a page only when every file it needs is this worker's: never a page of build B with the files of A", () => {
    const buildA = new Set(['/_next/static/chunks/a1.js', '/_next/static/chunks/shared.js']);
    const isA = (path: string) => buildA.has(path);
    expect(isSelfContained(pageOfBuild(['/_next/static/chunks/a1.js', '/_next/static/chunks/shared.js']), isA)).toBe(true);
    expect(isSelfContained(pageOfBuild(['/_next/static/chunks/b1.js', '/_next/static/chunks/shared.js']), isA)).toBe(false);
    // Not a page of the app at all (an error page without the build's scripts).
    expect(isSelfContained('<html><body>Service unavailable</body></html>', isA)).toBe(false);
  });

  it('gives each precache list its own version, and a new worker drops the page copies of the old one', () => {
    const a = buildVersion([{ url: '/_next/static/chunks/a1.js', revision: 'r1' }]);
    const b = buildVersion([{ url: '/_next/static/chunks/a1.js', revision: 'r2' }]);
    expect(a).not.toBe(b);
    expect(buildVersion([{ url: '/_next/static/chunks/a1.js', revision: 'r1' }])).toBe(a);
    const names = [`${PAGE_CACHE_PREFIX}${a}`, `${PAGE_CACHE_PREFIX}${b}`, 'serwist-precache-v2-http://localhost/'];
    expect(outdatedPageCaches(names, `${PAGE_CACHE_PREFIX}${b}`)).toEqual([`${PAGE_CACHE_PREFIX}${a}`]);
  });

  it("knows a load's own copy by when it was kept", () => {
    const copy = (headers: Record<string, string>) => new Response('<html></html>', { headers });
    const loadStartedAt = 1_764_000_000_000;
    expect(keptSince(copy({ [COPY_KEPT_AT_HEADER]: String(loadStartedAt + 40) }), loadStartedAt)).toBe(true);
    expect(keptSince(copy({ [COPY_KEPT_AT_HEADER]: String(loadStartedAt - 1) }), loadStartedAt)).toBe(false);
    // A copy of an earlier worker (no time), and no copy at all: the page is kept again.
    expect(keptSince(copy({}), loadStartedAt)).toBe(false);
    expect(keptSince(undefined, loadStartedAt)).toBe(false);
  });
});
