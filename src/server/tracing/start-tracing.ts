import 'server-only';
import { logger } from '@/server/logger';
import { installTracingHooks } from './hooks';
import { traceApiCall } from './api-spans';
import { tracePglite, tracePool } from './database-spans';

export type Tracing = { stop: () => Promise<void> };

/**
 * OpenTelemetry traces exported over OTLP/HTTP (JSON) to `${endpoint}/v1/traces`: a span per API
 * call and a child span per database statement it runs. The SDK is imported here, on demand, so
 * a server without OTEL_EXPORTER_OTLP_ENDPOINT never loads it. `stop` sends the spans still
 * buffered.
 *
 * The spans are made here rather than by OpenTelemetry's auto-instrumentations: the server is an
 * ES module bundle that imports `pg` at run time, which instrumentation-pg's require hook does
 * not see without a loader flag on the command line, PGlite has no instrumentation at all, and
 * the route template is known only to the API's own router.
 */
export async function startTracing({ endpoint, serviceName }: { endpoint: string; serviceName: string }): Promise<Tracing> {
  const api = await import('@opentelemetry/api');
  const { NodeTracerProvider, BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-node');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }))],
  });
  // The AsyncLocalStorage context (a statement's parent is the call it runs in) and W3C traceparent.
  provider.register();
  const tracer = api.trace.getTracer('community-weight-tracker');
  installTracingHooks({
    apiCall: (method, template) => traceApiCall(api, tracer, method, template),
    pool: (pool) => tracePool(api, tracer, pool),
    pglite: (client) => tracePglite(api, tracer, client),
  });
  logger.info({ endpoint, serviceName }, 'tracing: spans are exported over OTLP/HTTP');
  return { stop: () => provider.shutdown() };
}
