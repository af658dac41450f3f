import { describe, expect, it } from 'vitest';
import { endsSession } from './session-end-headers';

const withSession = { headers: new Headers({ cookie: 'theme=dark; next-auth.session-token=abc; cwt-session=x' }) };
const answer = (...cookies: string[]) => {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response('{}', { headers });
};

describe('an answer that ends the browser session', () => {
  it('clears the session mark and asks the browser to drop its cache when it clears the session cookie', () => {
    for (const clearing of [
      'next-auth.session-token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      '__Secure-next-auth.session-token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]) {
      const response = endsSession(withSession, answer('next-auth.csrf-token=t; Path=/', clearing));
      expect(response.headers.get('Clear-Site-Data')).toBe('"cache"');
      expect(response.headers.getSetCookie()).toContain('cwt-session=; Path=/; Max-Age=0; SameSite=Lax');
    }
  });

  it('leaves an answer that keeps or renews the session, or a visitor who had none, as it is', () => {
    const renewed = endsSession(withSession, answer('next-auth.session-token=new; Path=/; Expires=Sat, 26 Dec 2026 10:00:00 GMT; HttpOnly'));
    expect(renewed.headers.get('Clear-Site-Data')).toBeNull();
    expect(renewed.headers.getSetCookie()).toHaveLength(1);
    const visitor = endsSession({ headers: new Headers({ cookie: 'theme=dark' }) }, answer('next-auth.session-token=; Path=/; Max-Age=0'));
    expect(visitor.headers.get('Clear-Site-Data')).toBeNull();
  });
});
