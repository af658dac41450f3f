import autocannon from 'autocannon';
import type { Endpoint } from './endpoints';
import { percentile } from './percentile';

export type SoakMinute = { minute: number; requests: number; errors: number; non2xx: number; p99: number; rssMiB: number };
export type SoakResult = {
  minutes: number;
  connections: number;
  mix: Array<{ name: string; share: number }>;
  perMinute: SoakMinute[];
  totals: { requests: number; errors: number; non2xx: number; rps: number };
  /** Least-squares slope of the server's memory after the first minute (warm-up), MiB per minute. */
  memorySlopeMiBPerMinute: number;
  passed: boolean;
};

/** Memory may wobble with the garbage collector; a leak shows as a steady climb. */
const MAX_SLOPE_MIB_PER_MINUTE = 2;

function slope(points: Array<[number, number]>): number {
  if (points.length < 2) return 0;
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / sxx;
}

/**
 * Holds `connections` connections of mixed traffic for `minutes`, each request drawn from the
 * weighted mix, and reports errors, latency and the server's memory for every minute.
 */
export function runSoak(options: {
  baseUrl: string;
  minutes: number;
  connections: number;
  mix: Array<{ endpoint: Endpoint; weight: number }>;
  rssMiB: () => number;
}): Promise<SoakResult> {
  const totalWeight = options.mix.reduce((s, m) => s + m.weight, 0);
  const draw = () => {
    let at = Math.random() * totalWeight;
    for (const m of options.mix) if ((at -= m.weight) < 0) return m.endpoint;
    return options.mix.at(-1)!.endpoint;
  };
  const started = Date.now();
  const minuteOf = () => Math.floor((Date.now() - started) / 60_000);
  const buckets: Array<{ latencies: number[]; errors: number; non2xx: number }> = [];
  const bucket = () => (buckets[minuteOf()] ??= { latencies: [], errors: 0, non2xx: 0 });
  const memory: number[] = [];
  const timer = setInterval(() => {
    memory[minuteOf() - 1] = options.rssMiB();
  }, 60_000);

  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        duration: options.minutes * 60,
        timeout: 30,
        requests: [
          {
            setupRequest: (req: autocannon.Request) => {
              const next = draw().next();
              return { ...req, method: next.method ?? 'GET', path: next.path, headers: { ...(next.headers ?? {}) }, body: next.body };
            },
          },
        ],
      },
      (error) => {
        clearInterval(timer);
        if (error) return reject(error);
        memory[options.minutes - 1] ??= options.rssMiB();
        const perMinute = Array.from({ length: options.minutes }, (_, minute) => {
          const b = buckets[minute] ?? { latencies: [], errors: 0, non2xx: 0 };
          const sorted = [...b.latencies].sort((x, y) => x - y);
          return {
            minute: minute + 1,
            requests: sorted.length,
            errors: b.errors,
            non2xx: b.non2xx,
            p99: Math.round(percentile(sorted, 99)),
            rssMiB: Math.round(memory[minute] ?? 0),
          };
        });
        const totals = perMinute.reduce((t, m) => ({ requests: t.requests + m.requests, errors: t.errors + m.errors, non2xx: t.non2xx + m.non2xx }), {
          requests: 0,
          errors: 0,
          non2xx: 0,
        });
        const memorySlope = slope(perMinute.slice(1).map((m) => [m.minute, m.rssMiB] as [number, number]));
        resolve({
          minutes: options.minutes,
          connections: options.connections,
          mix: options.mix.map((m) => ({ name: m.endpoint.name, share: Math.round((100 * m.weight) / totalWeight) })),
          perMinute,
          totals: { ...totals, rps: Math.round(totals.requests / (options.minutes * 60)) },
          memorySlopeMiBPerMinute: Math.round(memorySlope * 10) / 10,
          passed: totals.errors === 0 && totals.non2xx === 0 && memorySlope < MAX_SLOPE_MIB_PER_MINUTE,
        });
      },
    );
    // Minutes past the duration (the last responses draining) count in the last minute.
    const last = () => (buckets[Math.min(minuteOf(), options.minutes - 1)] ??= { latencies: [], errors: 0, non2xx: 0 });
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      const b = minuteOf() < options.minutes ? bucket() : last();
      b.latencies.push(responseTime);
      if (status < 200 || status >= 300) b.non2xx += 1;
    });
    instance.on('reqError', () => {
      (minuteOf() < options.minutes ? bucket() : last()).errors += 1;
    });
  });
}

export function soakMarkdown(soak: SoakResult): string {
  const lines = [
    `Soak: ${soak.connections} connections for ${soak.minutes} min of mixed traffic (${soak.mix.map((m) => `${m.share}% ${m.name}`).join(', ')}): ` +
      `${soak.totals.requests.toLocaleString('en-US')} requests (${soak.totals.rps} req/s), ${soak.totals.errors} errors, ${soak.totals.non2xx} non-2xx; ` +
      `server memory trend after the first minute ${soak.memorySlopeMiBPerMinute} MiB/min — ${soak.passed ? 'pass' : 'FAIL'}.`,
    '',
    '| minute | requests | errors | non-2xx | p99 ms | server RSS MiB |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    ...soak.perMinute.map((m) => `| ${m.minute} | ${m.requests} | ${m.errors} | ${m.non2xx} | ${m.p99} | ${m.rssMiB} |`),
  ];
  return `${lines.join('\n')}\n`;
}
