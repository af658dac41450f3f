import { describe, expect, it } from 'vitest';
import { baseUrl, newVerifiedUser, signIn } from '../support/http';

const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(self "https://www.youtube-nocookie.com"), browsing-topics=(), camera=(), display-capture=(), ' +
  'encrypted-media=(self "https://www.youtube-nocookie.com"), fullscreen=(self "https://www.youtube-nocookie.com"), geolocation=(), ' +
  'gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(self "https://www.youtube-nocookie.com"), ' +
  'publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()';

/** What every answer carries on this http test server (no HSTS: see public-origin.test.ts). */
const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'x-frame-options': 'DENY',
};
const API_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function pagePolicy(nonce: string): string {
  return (
    `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; ` +
    "font-src 'self'; connect-src 'self'; frame-src https://www.youtube-nocookie.com; media-src 'self'; worker-src 'self'; manifest-src 'self'; " +
    "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
  );
}

function expectEveryAnswerHeaders(response: Response) {
  for (const [name, value] of Object.entries(EVERY_ANSWER)) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual', headers });
  return { response, text: await response.text() };
}

/** The page's policy must name one nonce, and every <script> of the HTML must carry exactly it. */
async function expectNoncedPage(path: string, headers: Record<string, string> = {}): Promise<string> {
  const { response, text } = await get(path, headers);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  expectEveryAnswerHeaders(response);
  const policy = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(policy)?.[1] ?? '';
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(policy).toBe(pagePolicy(nonce));
  const scripts = text.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
  return nonce;
}

describe('finding 8: security headers on every page and API answer', () => {
  it('pages: a nonce policy, new on every request, on every script of the HTML', async () => {
    const first = await expectNoncedPage('/');
    const second = await expectNoncedPage('/');
    expect(second).not.toBe(first);
    await expectNoncedPage('/login');
    await expectNoncedPage('/es-ES/pages/about');
  });

  it('a signed-in page and the 404 page get their nonce too', async () => {
    const person = await newVerifiedUser('csp');
    const { jar } = await signIn(person.email, person.password);
    await expectNoncedPage('/my-weight-tracker', { cookie: jar.header() });
    const { response, text } = await get('/pages/no-such-page');
    expect(response.status).toBe(404);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect((text.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
  });

  it('a client cannot choose the nonce by sending a policy of its own', async () => {
    const { response, text } = await get('/', { 'content-security-policy': "script-src 'nonce-chosenbyclient'", 'x-nonce': 'chosenbyclient' });
    expect(response.headers.get('content-security-policy')).not.toContain('chosenbyclient');
    expect(text).not.toContain('chosenbyclient');
  });

  it.each([
    ['an API JSON answer', '/api/health', 200, 'application/json'],
    ['a problem+json error', '/api/WeightLossGoal/my-goal', 401, 'application/problem+json'],
    ['next-auth', '/api/auth/session', 200, 'application/json'],
    ['the OpenAPI document', '/api/openapi.json', 200, 'application/json'],
    ["the product's /api/Auth routes", '/api/Auth/external-identities', 401, 'application/problem+json'],
  ])('%s: the strict policy and the common headers', async (_label, path, status, type) => {
    const { response } = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain(type);
    expectEveryAnswerHeaders(response);
    expect(response.headers.get('content-security-policy')).toBe(API_POLICY);
  });

  it('images from the optimizer and the build files carry them too', async () => {
    const image = await get(`/_next/image?url=${encodeURIComponent('/api/yt-image/aqz-KE-bpKQ')}&w=640&q=75`);
    expect(image.response.status).toBe(200);
    expectEveryAnswerHeaders(image.response);
    expect(image.response.headers.get('content-security-policy')).toBe(`${API_POLICY}; sandbox`);

    const { text } = await get('/');
    const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(text)?.[1];
    expect(chunk).toEqual(expect.any(String));
    const script = await get(chunk!);
    expect(script.response.status).toBe(200);
    expectEveryAnswerHeaders(script.response);
    expect(script.response.headers.get('content-security-policy')).toBe(API_POLICY);
  });
});
