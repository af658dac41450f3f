import 'server-only';
import type { Registry } from 'prom-client';

/**
 * The process's metrics while they are on (registry.ts makes them): the registry a scrape reads
 * and what one API request adds. The server's and the API's module graphs (separate in
 * `npm run dev`) share them through globalThis.
 */
export type Metrics = {
  registry: Registry;
  /** One API request: a counter increment and a histogram observation, nothing awaited. */
  observeRequest: (method: string, route: string, status: number, milliseconds: number) => void;
};

export type MetricsSettings = { port: number | undefined; host: string; token: string | undefined };

/** True when some endpoint serves the metrics: a port of its own or a token for the main port. */
export function metricsEnabled(settings: MetricsSettings): boolean {
  return settings.port !== undefined || settings.token !== undefined;
}

const shared = globalThis as unknown as { __cwtMetrics?: Metrics };

/** The metrics when they are on, undefined otherwise. */
export function activeMetrics(): Metrics | undefined {
  return shared.__cwtMetrics;
}

export function setActiveMetrics(metrics: Metrics): void {
  shared.__cwtMetrics = metrics;
}
