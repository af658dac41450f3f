import 'server-only';
import { createServer, type RequestListener } from 'node:http';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { personBudgetOf, type ApiCall } from '@/lib/api/define';
import { toFieldErrors } from '@/lib/schemas/field-errors';
import { IDEMPOTENT_REPLAYED_HEADER } from '@/lib/schemas/idempotency';
import { authenticateBearer, type Actor } from '@/server/auth/actor';
import { isConnectionError } from '@/server/db/connection-errors';
import { getDb, type Db } from '@/server/db/client';
import { AppError, INTERNAL_PROBLEM, RETRY_AFTER_SECONDS, problemOf, type Problem } from '@/server/errors';
import { bodyLimitFor } from '@/server/http/guards/body-limit';
import { logger } from '@/server/logger';
import { trackWork } from '@/server/http/work-in-flight';
import { observeApiRequests } from '@/server/metrics/api-requests';
import { tracingHooks } from '@/server/tracing/hooks';
import { clientIp, limitPerPerson, withRateLimitHeaders } from '@/server/rate-limit/rate-limit';
import { authorize } from './authorize';
import { idempotencyKeyOf, requestHashOf, withIdempotencyKey, type StoredAnswer } from './idempotency';
import type { RawReply, Route } from './route';

function parse<T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: unknown } }, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('validation', 'One or more fields are invalid', { errors: toFieldErrors(result.error as never) });
  return result.data;
}

function readJson(raw: unknown): unknown {
  const text = typeof raw === 'string' ? raw : '';
  if (text.trim() === '') throw new AppError('bad_request', 'A JSON body is required');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('bad_request', 'The request body is not valid JSON');
  }
}

function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  reply.code(problem.status).header('content-type', 'application/problem+json');
  if (problem.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.send(JSON.stringify(problem));
}

/** Fastify's path syntax: `/api/User/{id}` → `/api/User/:id`. */
function fastifyPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

function isRaw(reply: object): reply is RawReply {
  return 'raw' in reply;
}

/** The answer a keyed write stores for its repeats: JSON text, or nothing for a 204. */
function storedAnswerOf(answer: Awaited<ReturnType<Route['handle']>>): StoredAnswer {
  if (answer.headers) throw new Error('An idempotent call may not answer headers of its own: a repeat would not send them');
  if (isRaw(answer)) {
    if (typeof answer.raw !== 'string') throw new Error('An idempotent call answers JSON');
    return { status: answer.status, body: answer.raw };
  }
  return { status: answer.status, body: answer.status === 204 ? null : JSON.stringify(answer.body) };
}

function handlerOf(route: Route) {
  const answer = answerOf(route);
  // With tracing on, each call runs in a span named after its template (src/server/tracing).
  const traced = tracingHooks()?.apiCall(route.call.method.toUpperCase(), route.call.path);
  // Stopping waits for a call's work even when its client has gone (src/server/http/work-in-flight.ts).
  if (traced) return (request: FastifyRequest, reply: FastifyReply) => traced(request.raw, reply.raw, () => trackWork(answer(request, reply)));
  return (request: FastifyRequest, reply: FastifyReply) => trackWork(answer(request, reply));
}

function answerOf({ call, handle }: Route) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const db = await getDb();
    const actor: Actor | null = call.access === 'anonymous' ? null : await authenticateBearer(db, request.headers.authorization ?? null);
    const budget = actor ? personBudgetOf(call) : undefined;
    const setHeaders = (headers: Record<string, string>) => void reply.headers(headers);
    // Every signed-in request counts, whatever it turns out to be (a 400, a 403, a replay).
    const countPerson = async () => {
      if (budget && actor) holdUntilSent(reply, await limitPerPerson(budget, actor.id));
    };
    const decide = async (): Promise<Answer> => {
      if (call.rateLimited) await countPerson();
      const params = call.params ? parse(call.params, request.params) : undefined;
      const query = call.query ? parse(call.query, request.query) : undefined;
      const json = call.body ? readJson(request.body) : undefined;
      const body = call.body ? parse(call.body, json) : undefined;
      const idempotencyKey = call.idempotent ? idempotencyKeyOf(request.headers) : undefined;
      await authorize(db, call, actor, { params, query, body });
      const execute = (database: Db) =>
        handle({ db: database, actor, params, query, body, clientIp: clientIp(request.headers), userAgent: request.headers['user-agent'] } as never);
      if (idempotencyKey !== undefined && actor) {
        // The write and its stored answer commit together; a repeat gets that answer.
        const claim = { userId: actor.id, key: idempotencyKey, requestHash: requestHashOf(request.method, request.url.split('?')[0]!, json) };
        const outcome = await withIdempotencyKey(db, claim, async (tx) => {
          const answer = await execute(tx);
          return { answer, stored: storedAnswerOf(answer) };
        });
        if ('answer' in outcome) return outcome.answer;
        const { status, body: stored } = outcome.replayed;
        reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return stored === null ? { status, body: null } : { status, raw: stored, contentType: JSON_CONTENT_TYPE };
      }
      return execute(db);
    };
    // Only the calls with limits of their own run whole in the async context that collects limit
    // headers (it costs every await); the person's budget alone is counted and told before the call runs.
    if (!call.rateLimited && budget) await withRateLimitHeaders(countPerson, setHeaders);
    const answer = call.rateLimited ? await withRateLimitHeaders(decide, setHeaders) : await decide();
    return send(reply, answer);
  };
}

type Answer = Awaited<ReturnType<Route['handle']>>;

/**
 * Gives a person's export or import slot back once the answer is sent or the client has gone:
 * a download still being read counts as running.
 */
function holdUntilSent(reply: FastifyReply, release: (() => Promise<void>) | undefined): void {
  if (!release) return;
  const giveBack = () =>
    void release().catch((error: unknown) =>
      logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'rate limits: a slot was not given back'),
    );
  // Closed already: the client went away before the slot was taken.
  if (reply.raw.closed) giveBack();
  else reply.raw.once('close', giveBack);
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Sends a route's answer, or a stored one replayed (the same status, body and content type). */
function send(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.code(answer.status);
  if (answer.headers) reply.headers(answer.headers);
  if (isRaw(answer)) return reply.header('content-type', answer.contentType).send(answer.raw);
  if (answer.status === 204) return reply.send();
  return reply.header('content-type', JSON_CONTENT_TYPE).send(JSON.stringify(answer.body));
}

/**
 * The product API's HTTP layer: Fastify's router and request lifecycle, one
 * route per call definition, mounted in the process's one node:http server (start.ts hands it
 * the /api/ requests that are not Next's). Returns the request listener.
 */
export async function createApiListener(routes: readonly Route[], extra: (app: FastifyInstance) => void = () => undefined): Promise<RequestListener> {
  let listener: RequestListener | undefined;
  const app = Fastify({
    // The listener is called by our own server; this one never listens.
    serverFactory: (handler) => {
      listener = handler as RequestListener;
      return createServer();
    },
    logger: false,
    // Routes added by `extra` read the general API limit; each call's own route sets its path's.
    bodyLimit: bodyLimitFor('/api/'),
    // One value per name, the last one winning, as URLSearchParams gives (the schemas parse strings).
    routerOptions: { querystringParser: (text: string) => Object.fromEntries(new URLSearchParams(text)) },
    return503OnClosing: false,
  });
  // Bodies are read as text whatever their type; each call parses JSON itself (clear 400s).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, text, done) => done(null, text));
  // Answers of 1 kB and more go compressed to a client that accepts it (a year of history: 7 kB as
  // JSON, about 1 kB compressed): the embedded default has no proxy in front to do it. Brotli at
  // quality 4 costs about what gzip does for text this size. Request bodies are not decompressed:
  // the body limits count the bytes that arrive.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });

  for (const route of routes) {
    // Each call reads at most its path's limit; the server's body guard refuses larger bodies before this runs.
    app.route({
      method: route.call.method.toUpperCase() as Uppercase<ApiCall['method']>,
      url: fastifyPath(route.call.path),
      bodyLimit: bodyLimitFor(route.call.path),
      // The metrics' route label: the call's template (`/api/User/{id}`), never the path asked for.
      config: { template: route.call.path },
      handler: handlerOf(route),
    });
  }
  extra(app);
  observeApiRequests(app);

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, problemOf(new AppError('not_found', `No API call answers ${request.method} ${request.url.split('?')[0]}`))),
  );
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendProblem(reply, problemOf(error));
    }
    if (isConnectionError(error)) {
      logger.warn({ reason: (error as Error).message, path: request.url, method: request.method }, 'database unreachable');
      return sendProblem(reply, problemOf(new AppError('unavailable', 'The database is unreachable; try again shortly')));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) return sendProblem(reply, problemOf(new AppError('payload_too_large', 'The request body is too large')));
    if (status !== undefined && status >= 400 && status < 500)
      return sendProblem(reply, problemOf(new AppError('bad_request', 'The request could not be read')));
    logger.error({ err: error, path: request.url, method: request.method }, 'unhandled API error');
    return sendProblem(reply, INTERNAL_PROBLEM);
  });
  await app.ready();
  return listener!;
}
