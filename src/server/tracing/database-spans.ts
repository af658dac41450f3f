import 'server-only';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Tracer } from '@opentelemetry/api';
import type { Pool, PoolClient } from 'pg';

type Api = typeof import('@opentelemetry/api');
type Query = (...args: unknown[]) => unknown;

/** "SELECT", "INSERT", … : the span's name, as OpenTelemetry's database conventions name it. */
function operationOf(text: string): string {
  return /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
}

function textOf(statement: unknown): string {
  if (typeof statement === 'string') return statement;
  const text = (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * Wraps a query function so that each statement run inside a traced call gets a client span: the
 * SQL text as sent (with $1 placeholders: the values are never recorded). A statement with no
 * call around it (the job queue's polling, start-up) is left untraced. Node-postgres' callback
 * form and the promise form of both drivers are followed to their end.
 */
function traced(api: Api, tracer: Tracer, system: string, query: Query): Query {
  return function (this: unknown, ...args: unknown[]) {
    const parent = api.context.active();
    if (!api.trace.getSpan(parent)) return query.apply(this, args);
    const text = textOf(args[0]);
    const span = tracer.startSpan(
      operationOf(text),
      { kind: api.SpanKind.CLIENT, attributes: { 'db.system.name': system, 'db.query.text': text, 'db.operation.name': operationOf(text) } },
      parent,
    );
    const end = (error?: unknown) => {
      if (error) span.setStatus({ code: api.SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      span.end();
    };
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = function (this: unknown, error: unknown, ...rest: unknown[]) {
        end(error);
        return (last as Query).call(this, error, ...rest);
      };
      return query.apply(this, args);
    }
    let result: unknown;
    try {
      result = query.apply(this, args);
    } catch (error) {
      end(error);
      throw error;
    }
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return (result as Promise<unknown>).then(
        (value) => {
          end();
          return value;
        },
        (error: unknown) => {
          end(error);
          throw error;
        },
      );
    }
    end();
    return result;
  };
}

/** Every connection the pool opens from now on is traced (the pool is new: that is all of them). */
export function tracePool(api: Api, tracer: Tracer, pool: Pool): void {
  pool.on('connect', (client: PoolClient) => {
    client.query = traced(api, tracer, 'postgresql', client.query as Query) as PoolClient['query'];
  });
}

/** PGlite's statements: `query` and `exec` on the database and inside its transactions. */
export function tracePglite(api: Api, tracer: Tracer, client: PGlite): void {
  const wrap = (target: PGlite | Transaction) => {
    target.query = traced(api, tracer, 'postgresql', target.query.bind(target) as Query) as PGlite['query'];
    target.exec = traced(api, tracer, 'postgresql', target.exec.bind(target) as Query) as PGlite['exec'];
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      wrap(tx);
      return callback(tx);
    })) as PGlite['transaction'];
}
