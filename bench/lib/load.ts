import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
};

export type Request = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; headers?: Record<string, string>; body?: string };

/** Drives one endpoint with autocannon over loopback; `next` gives each request (rotating users). */
export async function runLoad(options: {
  name: string;
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  next: () => Request;
  /** Statuses that count as success besides 2xx (e.g. a sign-in's 302). */
  okStatuses?: number[];
}): Promise<LoadResult> {
  let unexpected = 0;
  const ok = new Set(options.okStatuses ?? []);
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const next = options.next();
          return { ...req, method: next.method ?? 'GET', path: next.path, headers: { ...(next.headers ?? {}) }, body: next.body };
        },
        onResponse: (status: number) => {
          if ((status < 200 || status >= 300) && !ok.has(status)) unexpected += 1;
        },
      },
    ],
  });
  return {
    name: options.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: unexpected,
  };
}
