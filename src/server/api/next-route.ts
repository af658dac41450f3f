import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { ApiCall, CallParams, CallQuery } from '@/lib/api/define';
import { toFieldErrors } from '@/lib/schemas/field-errors';
import { AppError, INTERNAL_PROBLEM, RETRY_AFTER_SECONDS, problemOf, type Problem } from '@/server/errors';
import { logger } from '@/server/logger';

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };

function problem(body: Problem): Response {
  const retry: Record<string, string> = body.status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {};
  return NextResponse.json(body, { status: body.status, headers: { 'content-type': 'application/problem+json', ...retry } });
}

function parse<T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: unknown } }, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('validation', 'One or more fields are invalid', { errors: toFieldErrors(result.error as never) });
  return result.data;
}

/**
 * A call Next.js serves (`servedByNext`: the media its image optimizer reads in-process, and the
 * editors' preview, which needs draft mode). Its input is parsed with the same definition, and
 * errors answer problem+json, as on the API server.
 */
export function nextRoute<C extends ApiCall & { access: 'anonymous'; servedByNext: true }>(
  call: C,
  handle: (input: { params: CallParams<C>; query: CallQuery<C>; request: NextRequest }) => Promise<Response>,
) {
  return async (req: NextRequest, context: NextContext): Promise<Response> => {
    try {
      const params = (call.params ? parse(call.params, await context.params) : undefined) as CallParams<C>;
      const query = (call.query ? parse(call.query, Object.fromEntries(req.nextUrl.searchParams)) : undefined) as CallQuery<C>;
      return await handle({ params, query, request: req });
    } catch (error) {
      if (error instanceof AppError) return problem(problemOf(error));
      logger.error({ err: error, path: req.nextUrl.pathname }, 'unhandled error in a Next-served call');
      return problem(INTERNAL_PROBLEM);
    }
  };
}
