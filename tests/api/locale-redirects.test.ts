import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/http';

async function answerTo(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual', headers });
  return { status: response.status, location: response.headers.get('location'), cookies: response.headers.getSetCookie().join('; ') };
}

describe('a localised address reaches its page in at most one redirect', () => {
  it('sends /en-US/ and /en-US/login/ straight to the unprefixed page, remembering English', async () => {
    for (const [from, to] of [
      ['/en-US/', '/'],
      ['/en-US/login/?callbackUrl=%2Fmy-weight-tracker', '/login?callbackUrl=%2Fmy-weight-tracker'],
    ] as const) {
      const first = await answerTo(from, { 'accept-language': 'es-ES' });
      expect(first.status).toBe(307);
      expect(first.location).toBe(to);
      expect(first.cookies).toContain('NEXT_LOCALE=en-US');
      expect((await answerTo(to, { cookie: 'NEXT_LOCALE=en-US' })).status).toBe(200);
    }
  });

  it('sends /es-ES/ to /es-ES, which is the page', async () => {
    const first = await answerTo('/es-ES/');
    expect(first.status).toBe(308);
    expect(first.location).toBe('/es-ES');
    expect((await answerTo('/es-ES')).status).toBe(200);
  });
});
