import { createServer, type Server } from 'node:http';

/** A series of the Prometheus text exposition: its name and labels, as one key (labels in name order). */
export function series(name: string, labels: Record<string, string> = {}): string {
  const pairs = Object.entries(labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}="${value}"`);
  return pairs.length === 0 ? name : `${name}{${pairs.join(',')}}`;
}

/** Every sample of a scrape, by series key. */
export function parseExposition(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.set(series(match[1]!, labels), Number(match[3]));
  }
  return samples;
}

/** What changed between two scrapes, for the series whose name starts with one of `prefixes` (0 left out). */
export function changes(before: Map<string, number>, after: Map<string, number>, prefixes: readonly string[]): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const [key, value] of after) {
    if (!prefixes.some((prefix) => key.startsWith(prefix))) continue;
    const delta = value - (before.get(key) ?? 0);
    if (delta !== 0) changed[key] = delta;
  }
  return changed;
}

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type Attribute = { key: string; value: AnyValue };
export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
  serviceName: string | undefined;
};

const valueOf = (value: AnyValue) => value.stringValue ?? (value.intValue === undefined ? (value.boolValue ?? value.doubleValue) : Number(value.intValue));
const attributesOf = (list: Attribute[] | undefined) => Object.fromEntries((list ?? []).map((a) => [a.key, valueOf(a.value)]));

/**
 * An OpenTelemetry collector's OTLP/HTTP JSON receiver, as small as it gets: every POST to
 * /v1/traces is kept, its spans flattened. `requests` counts every request that arrived.
 */
export async function startOtlpReceiver(port = 0): Promise<{ url: string; spans: ReceivedSpan[]; requests: () => number; close: () => Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  let requests = 0;
  const server: Server = createServer((req, res) => {
    requests++;
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces' && (req.headers['content-type'] ?? '').includes('json')) {
        const payload = JSON.parse(body) as {
          resourceSpans?: Array<{
            resource?: { attributes?: Attribute[] };
            scopeSpans?: Array<{ spans?: Array<Omit<ReceivedSpan, 'attributes' | 'serviceName'> & { attributes?: Attribute[] }> }>;
          }>;
        };
        for (const resource of payload.resourceSpans ?? []) {
          const serviceName = attributesOf(resource.resource?.attributes)['service.name'] as string | undefined;
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? []) spans.push({ ...span, attributes: attributesOf(span.attributes), serviceName });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${bound}`,
    spans,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
