import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { toFieldErrors } from '@/lib/schemas/field-errors';
import { getDb, type Db } from '@/server/db/client';
import { AppError, INTERNAL_PROBLEM, RETRY_AFTER_SECONDS, problemOf, type Problem } from '@/server/errors';
import { isConnectionError } from '@/server/db/connection-errors';
import { authenticateBearer, type Actor } from '@/server/auth/actor';
import { logger } from '@/server/logger';

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

type Spec<P, B, Q> = {
  /** Public routes (registration) opt out; everything else needs a bearer token. */
  auth?: boolean;
  params?: z.ZodType<P>;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
};

type Context<P, B, Q, A> = { req: NextRequest; db: Db; actor: A; params: P; body: B; query: Q };

type Result = Response | { status?: number; body: unknown };

const MAX_BODY_BYTES = 64 * 1024;

export function problemResponse(problem: Problem): NextResponse {
  const headers: Record<string, string> = { 'content-type': 'application/problem+json' };
  if (problem.status === 503) headers['retry-after'] = String(RETRY_AFTER_SECONDS);
  return NextResponse.json(problem, { status: problem.status, headers });
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('validation', 'One or more fields are invalid', { errors: toFieldErrors(result.error) });
  return result.data;
}

async function readJson(req: NextRequest): Promise<unknown> {
  let text: string;
  try {
    text = await req.text();
  } catch {
    // The client went away mid-body: nothing to answer, and not a server fault.
    throw new AppError('bad_request', 'The request body could not be read');
  }
  // The server's body guard (src/server/http/body-limit.ts) refuses larger bodies before they are read.
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new AppError('payload_too_large', 'The request body is too large');
  if (text.trim() === '') throw new AppError('bad_request', 'A JSON body is required');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('bad_request', 'The request body is not valid JSON');
  }
}

/**
 * Every product API route goes through here: bearer authentication, zod parsing of params,
 * query and body, and one mapping of errors to problem+json (never a stack trace).
 */
export function apiRoute<P = undefined, B = undefined, Q = undefined>(
  spec: Spec<P, B, Q> & { auth: false },
  run: (ctx: Context<P, B, Q, Actor | null>) => Promise<Result>,
): (req: NextRequest, ctx: RouteContext) => Promise<Response>;
export function apiRoute<P = undefined, B = undefined, Q = undefined>(
  spec: Spec<P, B, Q>,
  run: (ctx: Context<P, B, Q, Actor>) => Promise<Result>,
): (req: NextRequest, ctx: RouteContext) => Promise<Response>;
// The overloads tie `auth: false` to a nullable actor; inside, the actor is null only then.
export function apiRoute<P, B, Q>(spec: Spec<P, B, Q>, run: (ctx: Context<P, B, Q, Actor>) => Promise<Result>) {
  return async (req: NextRequest, routeContext: RouteContext): Promise<Response> => {
    try {
      const db = await getDb();
      const actor = spec.auth === false ? (null as unknown as Actor) : await authenticateBearer(db, req.headers.get('authorization'));
      const params = spec.params ? parse(spec.params, await routeContext.params) : (undefined as P);
      const query = spec.query ? parse(spec.query, Object.fromEntries(req.nextUrl.searchParams)) : (undefined as Q);
      const body = spec.body ? parse(spec.body, await readJson(req)) : (undefined as B);
      const result = await run({ req, db, actor, params, body, query });
      if (result instanceof Response) return result;
      if (result.status === 204) return new NextResponse(null, { status: 204 });
      return NextResponse.json(result.body, { status: result.status ?? 200 });
    } catch (error) {
      if (error instanceof AppError) return problemResponse(problemOf(error));
      if (isConnectionError(error)) {
        logger.warn({ reason: (error as Error).message, path: req.nextUrl.pathname, method: req.method }, 'database unreachable');
        return problemResponse(problemOf(new AppError('unavailable', 'The database is unreachable; try again shortly')));
      }
      logger.error({ err: error, path: req.nextUrl.pathname, method: req.method }, 'unhandled API error');
      return problemResponse(INTERNAL_PROBLEM);
    }
  };
}
