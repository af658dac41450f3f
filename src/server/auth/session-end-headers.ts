import 'server-only';
import { SESSION_MARK_COOKIE } from '@/lib/offline/session-mark';

const isSessionCookie = (name: string) => /^(__Secure-)?next-auth\.session-token(\.\d+)?$/.test(name);

/**
 * An answer that clears the session cookie the request carried (a sign-out, a session check that
 * finds the sign-in ended) ends this browser's session: it also clears the session mark, so
 * nothing kept for offline use opens again, and asks the browser to drop its HTTP cache and
 * back-forward copies of the person's pages (`Clear-Site-Data: "cache"`). Not "storage": that
 * would also drop the person's unsent weigh-ins and the device's settings.
 */
export function endsSession(request: { headers: Headers }, response: Response): Response {
  const hadSession = (request.headers.get('cookie') ?? '').split(';').some((part) => isSessionCookie(part.trim().split('=')[0] ?? ''));
  if (!hadSession) return response;
  const cleared = response.headers.getSetCookie().some((cookie) => {
    const [pair = '', ...attributes] = cookie.split(';');
    const [name = '', value = ''] = pair.trim().split('=');
    return (
      isSessionCookie(name) &&
      (value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=thu, 01 jan 1970/i.test(attribute)))
    );
  });
  if (!cleared) return response;
  response.headers.append('Set-Cookie', `${SESSION_MARK_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  response.headers.set('Clear-Site-Data', '"cache"');
  return response;
}
