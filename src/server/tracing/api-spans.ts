import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Tracer } from '@opentelemetry/api';

type Api = typeof import('@opentelemetry/api');

/**
 * One API call's server span, named as OpenTelemetry's HTTP conventions name it ("{method}
 * {http.route}"), continuing the caller's trace when a `traceparent` header comes in. The span
 * is the active one while the call runs, so its database statements become its children; it ends
 * when the answer is sent (or the client has gone), with the answer's status.
 */
export function traceApiCall(api: Api, tracer: Tracer, method: string, template: string) {
  const name = `${method} ${template}`;
  return <T>(req: IncomingMessage, res: ServerResponse, run: () => Promise<T>): Promise<T> => {
    const parent = api.propagation.extract(api.ROOT_CONTEXT, req.headers);
    const span = tracer.startSpan(
      name,
      {
        kind: api.SpanKind.SERVER,
        attributes: { 'http.request.method': method, 'http.route': template, 'url.path': (req.url ?? '').split('?')[0]!, 'url.scheme': 'http' },
      },
      parent,
    );
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    });
    return api.context.with(api.trace.setSpan(parent, span), run);
  };
}
