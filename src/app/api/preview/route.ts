import { timingSafeEqual } from 'node:crypto';
import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { env } from '@/env';
import { preview } from '@/lib/api/calls/shell';
import { sameOriginPath } from '@/lib/callback-url';
import { nextRoute } from '@/server/api/next-route';
import { AppError } from '@/server/errors';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Editors' preview (Next draft mode, so served by Next; its definition is `preview` in
 * src/lib/api/calls/shell.ts): `?secret=…&redirect=/path` turns it on and goes there;
 * `?disable=true` turns it off (the banner's Disable button calls this, then reloads).
 * The redirect goes to the public origin (NEXTAUTH_URL), never to the address the server happens
 * to listen on (0.0.0.0 when it listens on every interface).
 */
export const GET = nextRoute(preview, async ({ query }) => {
  const draft = await draftMode();
  if (query.disable) {
    draft.disable();
    return NextResponse.json({ preview: false });
  }
  const expected = env().previewSecret;
  if (!expected) throw new AppError('not_found', 'Preview is not configured');
  if (!query.secret || !sameSecret(query.secret, expected)) throw new AppError('unauthorized', 'The preview secret is wrong');
  draft.enable();
  return NextResponse.redirect(new URL(sameOriginPath(query.redirect) ?? '/', env().appUrl), 307);
});
