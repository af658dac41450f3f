import 'server-only';
import type { Counter } from 'prom-client';
import type { DatabaseHandle } from '@/server/db/client';
import { setMetricSink, type MetricEvent } from './events';
import { activeMetrics, setActiveMetrics, type Metrics } from './active';
import { addDatabaseGauges, addQueueGauges } from './collectors';

/** Seconds; the API answers most calls within a few milliseconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's Prometheus registry, made (once) only when an endpoint is configured
 * (METRICS_PORT or METRICS_TOKEN): prom-client is loaded then and not before. It installs the
 * sink that turns the domain's events into metrics and adds the database's gauges and, when the
 * reminder queue runs, the job queue's.
 */
export async function startMetrics({ database, queues }: { database: DatabaseHandle; queues: readonly string[] }): Promise<Metrics> {
  const started = activeMetrics();
  if (started) return started;
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  // Process memory, CPU, handles, and the event loop's lag (monitorEventLoopDelay, 10 ms resolution).
  prom.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const registers = [registry];

  const requests = new prom.Counter({
    name: 'cwt_http_requests_total',
    help: 'Product API requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new prom.Histogram({
    name: 'cwt_http_request_duration_seconds',
    help: 'Product API requests: time from the request reaching the API to the answer sent, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const mailSent = new prom.Counter({
    name: 'cwt_mail_sent_total',
    help: 'Mails handed to SMTP (or the outbox), by kind',
    labelNames: ['kind'] as const,
    registers,
  });
  const mailFailed = new prom.Counter({
    name: 'cwt_mail_failed_total',
    help: 'Mails that could not be handed over, by kind',
    labelNames: ['kind'] as const,
    registers,
  });
  const signInFailures = new prom.Counter({
    name: 'cwt_sign_in_failures_total',
    help: 'Password sign-ins with a wrong password or an unknown email',
    registers,
  });
  const lockouts = new prom.Counter({
    name: 'cwt_sign_in_lockouts_total',
    help: 'Sign-in lockouts begun: an address locked out of an account, or an account backing off',
    labelNames: ['scope'] as const,
    registers,
  });
  const refused = new prom.Counter({
    name: 'cwt_sign_in_refused_total',
    help: 'Sign-ins refused before the password was checked: locked out or over the rate limit',
    labelNames: ['reason'] as const,
    registers,
  });
  const jobFailures = new prom.Counter({
    name: 'cwt_job_failures_total',
    help: 'Job runs that failed (each is retried until its retry limit)',
    labelNames: ['queue'] as const,
    registers,
  });

  // Every series a dashboard or alert reads exists from the start, at 0.
  for (const kind of ['invitation', 'reminder', 'other'] as const) {
    mailSent.labels(kind).inc(0);
    mailFailed.labels(kind).inc(0);
  }
  for (const scope of ['address', 'account'] as const) lockouts.labels(scope).inc(0);
  for (const reason of ['locked', 'rate_limited'] as const) refused.labels(reason).inc(0);
  for (const queue of queues) jobFailures.labels(queue).inc(0);

  setMetricSink(sinkOf({ mailSent, mailFailed, signInFailures, lockouts, refused, jobFailures }));
  addDatabaseGauges(prom, registry, database);
  if (queues.length > 0) addQueueGauges(prom, registry, database, queues);

  const metrics: Metrics = {
    registry,
    observeRequest: (method, route, status, milliseconds) => {
      requests.inc({ method, route, status });
      durations.observe({ method, route }, milliseconds / 1000);
    },
  };
  setActiveMetrics(metrics);
  return metrics;
}

type EventCounters = {
  mailSent: Counter<'kind'>;
  mailFailed: Counter<'kind'>;
  signInFailures: Counter;
  lockouts: Counter<'scope'>;
  refused: Counter<'reason'>;
  jobFailures: Counter<'queue'>;
};

function sinkOf(c: EventCounters) {
  return (event: MetricEvent) => {
    switch (event.name) {
      case 'mail':
        (event.outcome === 'sent' ? c.mailSent : c.mailFailed).inc({ kind: event.kind });
        return;
      case 'sign-in-failure':
        c.signInFailures.inc();
        return;
      case 'sign-in-lockout':
        c.lockouts.inc({ scope: event.scope });
        return;
      case 'sign-in-refused':
        c.refused.inc({ reason: event.reason });
        return;
      case 'job-failure':
        c.jobFailures.inc({ queue: event.queue });
        return;
    }
  };
}
