import { timingSafeEqual } from 'node:crypto';
import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/env';
import { preview } from '@/lib/api/calls/shell';
import { sameOriginPath } from '@/lib/callback-url';
import { toFieldErrors } from '@/lib/schemas/field-errors';
import { AppError, problemOf } from '@/server/errors';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function problem(error: AppError): Response {
  return NextResponse.json(problemOf(error), { status: error.status, headers: { 'content-type': 'application/problem+json' } });
}

/**
 * Editors' preview (Next draft mode, so served by Next; its definition is `preview` in
 * src/lib/api/calls/shell.ts): `?secret=…&redirect=/path` turns it on and goes there;
 * `?disable=true` turns it off (the banner's Disable button calls this, then reloads).
 * The redirect goes to the public origin (NEXTAUTH_URL), never to the address the server happens
 * to listen on (0.0.0.0 when it listens on every interface).
 */
export async function GET(req: NextRequest): Promise<Response> {
  const parsed = preview.query.safeParse(Object.fromEntries(req.nextUrl.searchParams));
  if (!parsed.success) return problem(new AppError('validation', 'One or more fields are invalid', { errors: toFieldErrors(parsed.error) }));
  const query = parsed.data;
  const draft = await draftMode();
  if (query.disable) {
    draft.disable();
    return NextResponse.json({ preview: false });
  }
  const expected = env().previewSecret;
  if (!expected) return problem(new AppError('not_found', 'Preview is not configured'));
  if (!query.secret || !sameSecret(query.secret, expected)) return problem(new AppError('unauthorized', 'The preview secret is wrong'));
  draft.enable();
  return NextResponse.redirect(new URL(sameOriginPath(query.redirect) ?? '/', env().appUrl), 307);
}
