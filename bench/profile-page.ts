// `npx tsx --conditions=react-server --tsconfig tsconfig.json bench/profile-page.ts [--port 3501] [--path /my-weight-tracker] [--runs 1] [--out trace.json]`
// Which long tasks make a page's TBT: starts the production build on the bench's
// PGlite database (bench/.data/300x90, seeded by `npm run bench`), signs in as the first scale
// user, visits the page as the page bench does (Moto G4, 4× CPU, no cache, workers blocked) with
// a Chromium trace, and prints each long task after FCP: when, how long, what ran in it (scripts
// evaluated, callbacks, layout) and the functions that took its time (the trace's CPU samples).
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { SCALE_PASSWORD } from './lib/endpoints';
import { fixturesOf, targetFor } from './lib/growth';
import { startBenchServer } from './lib/measure';
import { CPU_SLOWDOWN, measurePages } from './lib/pages';
import { signInCookies } from '../tests/support/cookie-sign-in';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3501' },
    path: { type: 'string', default: '/my-weight-tracker' },
    runs: { type: 'string', default: '1' },
    users: { type: 'string', default: '300' },
    days: { type: 'string', default: '90' },
    out: { type: 'string' },
    anonymous: { type: 'boolean', default: false },
    /** Only the page bench's figures (bench/lib/pages.ts: the three pages, --runs visits each, no network throttling), without the endpoint load. */
    figures: { type: 'boolean', default: false },
    /** With --figures: every script each page loaded, with its gzip size (to see what a change added). */
    scripts: { type: 'boolean', default: false },
    /** Analyse a trace saved by --out instead of visiting. */
    trace: { type: 'string' },
  },
});

// A trace event's args differ per event name.
type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  pid: number;
  tid: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  args?: Record<string, any>;
};
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'toplevel',
  'blink.user_timing',
];
const shortUrl = (url: string) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_next\/static\/chunks\//, '') : '(native)');

function describe(e: TraceEvent): string {
  const d = e.args?.data ?? {};
  if (e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.compileModule') return `${e.name} ${shortUrl(d.url ?? e.args?.fileName ?? '')}`;
  if (e.name === 'FunctionCall') return `FunctionCall ${d.functionName || '(anon)'} ${shortUrl(d.url ?? '')}:${d.lineNumber ?? ''}:${d.columnNumber ?? ''}`;
  if (e.name === 'EventDispatch') return `EventDispatch ${d.type}`;
  if (e.name === 'TimerFire') return `TimerFire`;
  return e.name;
}

export function analyse(events: TraceEvent[], pagePath: string) {
  // The page's renderer: where the page's own navigation started (its main thread's tid is its pid).
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').endsWith(pagePath))
    .sort((a, b) => b.ts - a.ts)[0]!;
  const main = { pid: navigation.pid, tid: navigation.tid };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ts >= navigation.ts);
  const navStart = navigation.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid && e.ts >= navStart)?.ts ?? navStart;
  const runTasks = onMain.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'));
  // Top-level tasks only (a ThreadControllerImpl::RunTask holds a RunTask of the same length).
  const tasks = runTasks
    .filter(
      (e) =>
        (e.dur ?? 0) > 50_000 &&
        !runTasks.some(
          (p) => p !== e && p.ts <= e.ts && p.ts + p.dur! >= e.ts + e.dur! && (p.ts < e.ts || p.dur! > e.dur! || p.name === 'ThreadControllerImpl::RunTask'),
        ),
    )
    .sort((a, b) => a.ts - b.ts);

  // CPU samples: nodes and (time, node) pairs from the trace's profile chunks.
  const nodes = new Map<number, { frame: CallFrame; parent?: number }>();
  const samples: Array<{ ts: number; node: number }> = [];
  const profileStart = new Map<string, number>();
  for (const e of events.filter((x) => x.pid === main.pid && (x.name === 'Profile' || x.name === 'ProfileChunk'))) {
    const id = String(e.id);
    if (e.name === 'Profile') {
      profileStart.set(id, e.args!.data.startTime);
      continue;
    }
    const profile = e.args!.data.cpuProfile ?? {};
    for (const n of profile.nodes ?? []) nodes.set(n.id, { frame: n.callFrame, parent: n.parent });
    // Each chunk's deltas continue from the previous chunk's last sample.
    let ts = profileStart.get(id) ?? 0;
    const deltas: number[] = e.args!.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((node: number, i: number) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
    profileStart.set(id, ts);
  }
  const frameName = (f: CallFrame) => `${f.functionName || '(anon)'} ${shortUrl(f.url)}:${f.lineNumber}:${f.columnNumber}`;

  let tbt = 0;
  let quietTbt = 0;
  console.log(`FCP ${((fcp - navStart) / 1000).toFixed(0)} ms; long tasks (> 50 ms) on the page's main thread:`);
  for (const task of tasks) {
    const start = task.ts;
    const end = task.ts + task.dur!;
    const blocking = Math.max(0, (end - Math.max(start, fcp)) / 1000 - 50);
    if (end > fcp) tbt += blocking;
    // The task's CPU time × the slowdown: what it would block on a machine with nothing else running.
    const quiet = ((task.tdur ?? task.dur!) / 1000) * CPU_SLOWDOWN;
    if (end > fcp) quietTbt += Math.max(0, quiet - 50);
    console.log(
      `\n● at ${((start - navStart) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms (CPU × ${CPU_SLOWDOWN}: ${quiet.toFixed(0)} ms)${end > fcp ? `, blocking ${blocking.toFixed(0)} ms` : ' (before FCP)'}`,
    );
    // What ran in it: the events one level down that took ≥ 3 ms.
    const inside = onMain.filter((e) => e.ph === 'X' && !runTasks.includes(e) && e.ts >= start && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) >= 3_000);
    const top = inside.filter((e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur! >= e.ts + e.dur! && p.dur! > e.dur!));
    for (const e of top.slice(0, 12)) console.log(`   ${(e.dur! / 1000).toFixed(1).padStart(6)} ms  ${describe(e)}`);
    // Where the time went: self time per function, and per script, from the samples in the task.
    const self = new Map<string, number>();
    const stacks = new Map<string, Map<string, number>>();
    const byScript = new Map<string, number>();
    let last = start;
    for (const s of samples.filter((x) => x.ts >= start && x.ts <= end)) {
      const node = nodes.get(s.node);
      const dt = s.ts - last;
      last = s.ts;
      if (!node) continue;
      self.set(frameName(node.frame), (self.get(frameName(node.frame)) ?? 0) + dt);
      const chain: string[] = [];
      for (let at: number | undefined = s.node; at !== undefined && chain.length < 14; at = nodes.get(at)?.parent) {
        const f = nodes.get(at)?.frame;
        if (f?.url) chain.push(`${f.functionName || '?'}@${shortUrl(f.url).slice(0, 6)}:${f.lineNumber}:${f.columnNumber}`);
      }
      const byStack = stacks.get(frameName(node.frame)) ?? new Map<string, number>();
      byStack.set(chain.join(' < '), (byStack.get(chain.join(' < ')) ?? 0) + dt);
      stacks.set(frameName(node.frame), byStack);
      byScript.set(shortUrl(node.frame.url), (byScript.get(shortUrl(node.frame.url)) ?? 0) + dt);
    }
    const fmt = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${(v / 1000).toFixed(1).padStart(6)} ms  ${k}`);
    console.log('   by script (self):');
    fmt(byScript, 6).forEach((l) => console.log(`   ${l}`));
    console.log('   by function (self):');
    fmt(self, 10).forEach((l) => console.log(`   ${l}`));
    for (const [name] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 2)) {
      const [stack] = [...(stacks.get(name) ?? new Map())].sort((a, b) => b[1] - a[1]);
      if (stack?.[0]) console.log(`   stack of ${name.split(' ')[0]}: ${stack[0]}`);
    }
  }
  console.log(`\nTBT from the trace: ${tbt.toFixed(0)} ms; from CPU time × ${CPU_SLOWDOWN} (tasks over 50 ms of wall time only): ${quietTbt.toFixed(0)} ms`);
}

if (values.trace) {
  analyse(JSON.parse(readFileSync(values.trace, 'utf8')).traceEvents as TraceEvent[], values.path);
  process.exit(0);
}
const target = targetFor(root, process.env.DATABASE_URL, { users: Number(values.users), days: Number(values.days), orgMembers: 0 });
const fixtures = await fixturesOf(target);
const server = await startBenchServer(Number(values.port), target);
try {
  const origin = new URL(server.url).origin;
  const cookies = values.anonymous ? '' : await signInCookies(server.url, fixtures.users[0]!.email, SCALE_PASSWORD);
  if (values.figures) {
    const figures = await measurePages({ baseUrl: server.url, cookies, runs: Number(values.runs), network: 'none' });
    console.log(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    if (values.scripts)
      for (const f of figures)
        for (const script of f.scriptFiles) console.log(`script ${f.path} ${script.path} ${(script.gzipBytes / 1024).toFixed(1)} kB gzip`);
    console.log('| page | JS gzip kB | FCP | LCP | TBT | TBT per run |');
    for (const f of figures)
      console.log(`| ${f.path} | ${(f.jsGzipBytes / 1024).toFixed(1)} | ${f.fcpMs} | ${f.lcpMs} | ${f.tbtMs} | ${f.runs.map((r) => r.tbtMs).join(', ')} |`);
  } else {
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      for (let run = 0; run <= Number(values.runs); run++) {
        const context = await browser.newContext({ ...devices['Moto G4'], serviceWorkers: 'block' });
        if (cookies) {
          await context.addCookies(
            cookies.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: origin })),
          );
        }
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        // The first visit warms the server (as the page bench's unmeasured visit does).
        if (run > 0) await browser.startTracing(page, { categories: CATEGORIES });
        await page.goto(`${origin}${values.path}`, { waitUntil: 'load' });
        // Until the page has been quiet for 3 s (no long task, no request), as the page bench waits.
        let seen = -1;
        for (let quietSince = Date.now(); Date.now() - quietSince < 3_000;) {
          const count = await page.evaluate<number>("performance.getEntriesByType('resource').length");
          if (count !== seen) [seen, quietSince] = [count, Date.now()];
          await page.waitForTimeout(500);
        }
        if (run > 0) {
          const buffer = await browser.stopTracing();
          if (values.out) writeFileSync(values.out.replace(/(\.json)?$/, `-${run}.json`), buffer);
          console.log(`\n=== run ${run}: ${values.path} (ended on ${new URL(page.url()).pathname}) ===`);
          analyse(JSON.parse(buffer.toString()).traceEvents as TraceEvent[], values.path);
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
}
