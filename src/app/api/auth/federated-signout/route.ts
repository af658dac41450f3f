import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/env';
import { getDb } from '@/server/db/client';
import { endSignIn } from '@/server/auth/federated-sign-out';
import { endsSession } from '@/server/auth/session-end-headers';
import { endSessionUrl } from '@/server/auth/external-providers';
import { logger } from '@/server/logger';

/**
 * GET /api/auth/federated-signout?provider=…&idToken=… | &accessToken=… (SPEC §7): ends the
 * app's sign-in (refresh token revoked, session cookie cleared), then for `adfs` ends the
 * session at the OpenID provider with id_token_hint, which returns the person to /.
 */
export async function GET(req: NextRequest): Promise<Response> {
  const home = `${env().appUrl}/`;
  const query = req.nextUrl.searchParams;
  const request = { provider: query.get('provider'), idToken: query.get('idToken'), accessToken: query.get('accessToken') };
  try {
    const session = await getToken({ req, secret: env().nextAuthSecret });
    if (!(await endSignIn(await getDb(), session, request))) return NextResponse.redirect(home);
    const target = request.provider === 'adfs' && request.idToken ? ((await endSessionUrl(request.idToken, home)) ?? home) : home;
    const response = NextResponse.redirect(target);
    for (const cookie of req.cookies.getAll()) {
      if (cookie.name.includes('next-auth.session-token')) response.cookies.set(cookie.name, '', { path: '/', maxAge: 0 });
    }
    return endsSession(req, response);
  } catch (error) {
    logger.error({ err: error }, 'federated sign-out failed');
    return NextResponse.redirect(home);
  }
}
