import { constants, gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../../tests/support/chromium';
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** The bench build's empty page (src/app/bench-floor): what any page of this build costs at least. */
export const FLOOR_PAGE_PATH = '/bench-floor';

/** The pages measured, and whether the visit is signed in; the empty page first. */
export const PAGE_ROUTES = [
  { path: FLOOR_PAGE_PATH, signedIn: false },
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/my-weight-tracker', signedIn: true },
] as const;

/** Lighthouse's mobile profile: a Moto G4 class phone, 4× slower CPU, and (optionally) slow 4G. */
export const CPU_SLOWDOWN = 4;
export const NETWORK_PROFILES = {
  none: null,
  // Lighthouse's "slow 4G": 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up.
  'slow-4g': { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
} as const;
export type NetworkProfile = keyof typeof NETWORK_PROFILES;
/** The measurement ends once the page has been quiet (no long task, no request in flight) this long after load. */
const QUIET_MS = 2_000;
const MAX_WINDOW_MS = 30_000;

export type PageRun = { lcpMs: number | null; cls: number; tbtMs: number; fcpMs: number | null; windowMs: number };
export type PageFigures = {
  path: string;
  signedIn: boolean;
  /** The URL the visit ended on (a redirect would show here). */
  finalPath: string;
  /** Same-origin scripts a first visit loads (fresh context, no cache). */
  scripts: number;
  jsRawBytes: number;
  /** Each script's body gzip-compressed at level 9, summed. */
  jsGzipBytes: number;
  /** The scripts, largest first: path, raw and gzip bytes. */
  scriptFiles: Array<{ path: string; rawBytes: number; gzipBytes: number }>;
  /** Medians over the runs. */
  lcpMs: number | null;
  cls: number;
  tbtMs: number;
  fcpMs: number | null;
  runs: PageRun[];
};

// Runs in the page before any of its own scripts (page.addInitScript). Plain JavaScript in a
// string: a function would be serialised after tsx's transform, whose helpers the page lacks.
const OBSERVE_VITALS = `(() => {
  const vitals = { lcp: null, fcp: null, shifts: [], longTasks: [] };
  window.__benchVitals = vitals;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  // An LCP entry's startTime is its render time (or its load time when render time is hidden).
  observe('largest-contentful-paint', (e) => { vitals.lcp = e.startTime; });
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') vitals.fcp = e.startTime; });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) vitals.shifts.push({ at: e.startTime, value: e.value }); });
  observe('longtask', (e) => { vitals.longTasks.push({ start: e.startTime, duration: e.duration }); });
})();`;

type RawVitals = {
  lcp: number | null;
  fcp: number | null;
  shifts: Array<{ at: number; value: number }>;
  longTasks: Array<{ start: number; duration: number }>;
  now: number;
};

/** CLS as web-vitals defines it: the largest session window (gaps < 1 s, at most 5 s long). */
export function cumulativeLayoutShift(shifts: Array<{ at: number; value: number }>): number {
  let best = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.at - b.at)) {
    if (s.at - last < 1_000 && s.at - first < 5_000) current += s.value;
    else [current, first] = [s.value, s.at];
    last = s.at;
    best = Math.max(best, current);
  }
  return best;
}

/** Lighthouse's TBT: over long tasks after FCP, the time beyond 50 ms (a task straddling FCP counts from FCP). */
export function totalBlockingTime(longTasks: Array<{ start: number; duration: number }>, fcp: number, end: number): number {
  let total = 0;
  for (const task of longTasks) {
    const start = Math.max(task.start, fcp);
    const stop = Math.min(task.start + task.duration, end);
    if (stop - start > 50) total += stop - start - 50;
  }
  return total;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const medianOrNull = (values: Array<number | null>) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? median(known) : null;
};

function cookieList(header: string, baseUrl: string) {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    });
}

/** Waits until load, then until nothing has run long or been in flight for QUIET_MS (capped). */
async function settle(page: Page, inFlight: () => number, lastActivity: () => number, started: number) {
  await page.waitForLoadState('load');
  let lastTaskCount = -1;
  let quietSince = Date.now();
  while (Date.now() - started < MAX_WINDOW_MS) {
    const taskCount = await page.evaluate<number>('window.__benchVitals.longTasks.length');
    if (taskCount !== lastTaskCount || inFlight() > 0) {
      lastTaskCount = taskCount;
      quietSince = Date.now();
    }
    if (Date.now() - Math.max(quietSince, lastActivity()) >= QUIET_MS) return;
    await page.waitForTimeout(250);
  }
}

async function visit(browser: Browser, url: string, origin: string, cookies: string | undefined, network: NetworkProfile) {
  const context: BrowserContext = await browser.newContext({ ...devices['Moto G4'], serviceWorkers: 'block' });
  try {
    if (cookies) await context.addCookies(cookieList(cookies, origin));
    await context.addInitScript(OBSERVE_VITALS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const profile = NETWORK_PROFILES[network];
    if (profile) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile });
    }
    let inFlight = 0;
    let lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
    };
    page.on('request', () => (inFlight++, touch()));
    page.on('requestfinished', () => (inFlight--, touch()));
    page.on('requestfailed', () => (inFlight--, touch()));
    const scripts: Array<Promise<{ path: string; body: Buffer } | null>> = [];
    page.on('response', (response) => {
      const at = new URL(response.url());
      if (response.request().resourceType() !== 'script' || at.origin !== origin) return;
      scripts.push(
        response.body().then(
          (body) => ({ path: at.pathname, body }),
          () => null,
        ),
      );
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await settle(
      page,
      () => inFlight,
      () => lastActivity,
      started,
    );
    const raw = await page.evaluate<RawVitals>('({ ...window.__benchVitals, now: performance.now() })');
    const scriptFiles = (await Promise.all(scripts))
      .filter((s) => s !== null)
      .map(({ path, body }) => ({ path, rawBytes: body.length, gzipBytes: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const run: PageRun = {
      lcpMs: raw.lcp === null ? null : Math.round(raw.lcp),
      cls: Number(cumulativeLayoutShift(raw.shifts).toFixed(4)),
      tbtMs: raw.fcp === null ? 0 : Math.round(totalBlockingTime(raw.longTasks, raw.fcp, raw.now)),
      fcpMs: raw.fcp === null ? null : Math.round(raw.fcp),
      windowMs: Math.round(raw.now),
    };
    return {
      run,
      finalPath: new URL(page.url()).pathname,
      scriptFiles,
      jsRawBytes: scriptFiles.reduce((sum, s) => sum + s.rawBytes, 0),
      jsGzipBytes: scriptFiles.reduce((sum, s) => sum + s.gzipBytes, 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * Visits each page `runs` times in a fresh Chromium context (no cache) under mobile emulation
 * with a 4× CPU slowdown, and reads first-load JavaScript, LCP, CLS and TBT. `cookies` is a
 * cookie header of a signed-in session (tests/support/cookie-sign-in.ts), used for the signed-in pages.
 */
export async function measurePages(options: {
  baseUrl: string;
  cookies: string;
  runs?: number;
  network?: NetworkProfile;
  executablePath?: string;
}): Promise<PageFigures[]> {
  const { baseUrl, cookies, runs = 5, network = 'slow-4g' } = options;
  const origin = new URL(baseUrl).origin;
  const browser = await chromium.launch(chromiumLaunchOptions(options.executablePath));
  const figures: PageFigures[] = [];
  try {
    for (const route of PAGE_ROUTES) {
      const url = `${origin}${route.path}`;
      const routeCookies = route.signedIn ? cookies : undefined;
      // One unmeasured visit first, so the server's first compile of the route is not counted.
      await visit(browser, url, origin, routeCookies, 'none');
      const visits = [];
      for (let i = 0; i < runs; i++) visits.push(await visit(browser, url, origin, routeCookies, network));
      const first = visits[0]!;
      figures.push({
        path: route.path,
        signedIn: route.signedIn,
        finalPath: first.finalPath,
        scripts: first.scriptFiles.length,
        scriptFiles: first.scriptFiles,
        jsRawBytes: Math.max(...visits.map((v) => v.jsRawBytes)),
        jsGzipBytes: Math.max(...visits.map((v) => v.jsGzipBytes)),
        lcpMs: medianOrNull(visits.map((v) => v.run.lcpMs)),
        cls: median(visits.map((v) => v.run.cls)),
        tbtMs: median(visits.map((v) => v.run.tbtMs)),
        fcpMs: medianOrNull(visits.map((v) => v.run.fcpMs)),
        runs: visits.map((v) => v.run),
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

export type ServiceWorkerFigures = { rawBytes: number; gzipBytes: number };

/**
 * The service worker (/sw.js): not first-load JavaScript (the visits above block
 * workers, and a page never waits for it), but downloaded once per build, so reported apart.
 */
export async function measureServiceWorker(baseUrl: string): Promise<ServiceWorkerFigures | null> {
  const response = await fetch(new URL('/sw.js', baseUrl));
  if (!response.ok) return null;
  const body = Buffer.from(await response.arrayBuffer());
  return { rawBytes: body.length, gzipBytes: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length };
}
