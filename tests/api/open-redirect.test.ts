import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, baseUrl, expectProblem, newVerifiedUser, signIn, type CookieJar } from '../support/http';

/** Redirect targets that, taken as given, would send a browser off the site (or break the header). */
const HOSTILE = [
  '/%09/evil.example.com',
  '/%0a/evil.example.com',
  '/%0d%0a/evil.example.com',
  '//evil.example.com',
  '/%2f%2fevil.example.com',
  '/%5cevil.example.com',
  '/%5c/evil.example.com',
  '/.//evil.example.com',
  'https://evil.example.com/',
  'javascript:alert(1)',
  // Arrives as "/%ff": a malformed escape ("/%ff" itself arrives as "/\ufffd", a harmless path).
  '/%25ff',
];

function previewUrl(redirect: string): string {
  return `/api/preview?secret=${inject('previewSecret')}&redirect=${redirect}`;
}

describe('finding 10: /api/preview redirects only to a path on this site', () => {
  it.each(HOSTILE)('refuses redirect=%s with 400 problem+json, and preview stays off', async (target) => {
    const raw = await fetch(`${baseUrl()}${previewUrl(target)}`, { redirect: 'manual' });
    expect(raw.status).toBe(400);
    expect(raw.headers.get('location')).toBeNull();
    expect(raw.headers.getSetCookie().join(';')).not.toContain('__prerender_bypass=');
    const result = await api(previewUrl(target));
    expectProblem(result, 400);
    expect(result.json.errors).toEqual({ redirect: { key: 'invalidValue', values: {} } });
  });

  it('goes to a local path, query kept, on the public origin', async () => {
    const response = await fetch(`${baseUrl()}${previewUrl(encodeURIComponent('/pages/spring-challenge?x=1'))}`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${baseUrl()}/pages/spring-challenge?x=1`);
  });
});

describe('finding 10 and 11: a signed-in /login?callbackUrl= lands on this site, never a 500', () => {
  let jar: CookieJar;
  beforeAll(async () => {
    const person = await newVerifiedUser('callback');
    ({ jar } = await signIn(person.email, person.password));
  });

  async function loginWith(callbackUrl: string, prefix = '') {
    const response = await fetch(`${baseUrl()}${prefix}/login?callbackUrl=${callbackUrl}`, { redirect: 'manual', headers: { cookie: jar.header() } });
    await response.arrayBuffer();
    return response;
  }

  it.each([...HOSTILE, '/%0a/x', '%0a', '/\\evil.example.com'.replace('\\', '%5C')])('callbackUrl=%s goes to the dashboard', async (target) => {
    const response = await loginWith(target);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/my-weight-tracker');
  });

  it('in Spanish too', async () => {
    const response = await loginWith('/%0a/x', '/es-ES');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/es-ES/my-weight-tracker');
  });

  it('a same-site callbackUrl is followed, query kept', async () => {
    const response = await loginWith(encodeURIComponent('/pages/about?from=mail'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/pages/about?from=mail');
  });
});
