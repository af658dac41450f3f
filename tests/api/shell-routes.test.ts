import { randomInt } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { api, baseUrl, expectProblem } from '../support/http';

const KNOWN = 'aqz-KE-bpKQ';

describe('GET /api/yt-title/{videoId}', () => {
  it("answers the upstream's title", async () => {
    const result = await api(`/api/yt-title/${KNOWN}`);
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ title: 'Big Buck Bunny 60fps 4K - Official Blender Foundation Short Film', found: true });
  });

  it("falls back to 'Unknown Title' when the upstream has none, or is too slow", async () => {
    expect((await api('/api/yt-title/NOTFOUND404')).json).toEqual({ title: 'Unknown Title', found: false });
    // The slow id does get an answer from the upstream, "too late", 10 s on: 'Unknown Title' can
    // only come from the server giving up at its media timeout (1 s in this run).
    const slow = await api('/api/yt-title/SLOWSLOWSLO');
    expect(slow.json).toEqual({ title: 'Unknown Title', found: false });
    // A miss is cached briefly (5 min), a title for an hour.
    expect(slow.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('refuses an id that is not a YouTube id', async () => {
    for (const id of ['short', 'has%20space0', 'x'.repeat(12), '..%2F..%2Fetc']) expectProblem(await api(`/api/yt-title/${id}`), 400);
  });
});

describe('GET /api/yt-image/{videoId}', () => {
  it('answers the thumbnail, cacheable', async () => {
    const response = await fetch(`${baseUrl()}/api/yt-image/${KNOWN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-thumbnail')).toBe('upstream');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it('falls back to a 500×500 placeholder', async () => {
    const response = await fetch(`${baseUrl()}/api/yt-image/NOTFOUND404`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-thumbnail')).toBe('placeholder');
    const png = Buffer.from(await response.arrayBuffer());
    // PNG IHDR: width and height are the big-endian words at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([500, 500]);
  });

  it('goes through the image optimizer at quality 75', async () => {
    const response = await fetch(`${baseUrl()}/_next/image?url=${encodeURIComponent(`/api/yt-image/${KNOWN}`)}&w=640&q=75`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  });

  it('refuses an id that is not a YouTube id', async () => {
    expectProblem(await api('/api/yt-image/not-an-id'), 400);
  });
});

describe('POST /api/logError', () => {
  it('accepts { error, errorInfo } and answers 204', async () => {
    const result = await api('/api/logError', {
      method: 'POST',
      body: { error: { name: 'TypeError', message: 'x is undefined', stack: 'at y' }, errorInfo: { source: 'boundary', componentStack: 'in Home' } },
    });
    expect(result.status).toBe(204);
  });

  it('refuses a body that is not an error report', async () => {
    expectProblem(await api('/api/logError', { method: 'POST', body: { hello: 'world' } }), 400);
    expectProblem(await api('/api/logError', { method: 'POST', rawBody: '{not json' }), 400);
    expectProblem(await api('/api/logError', { method: 'POST', body: { error: 'x'.repeat(3_000) } }), 400);
  });
});

describe('GET /api/preview', () => {
  it('enables draft mode with the secret and redirects to a local path', async () => {
    const response = await fetch(`${baseUrl()}/api/preview?secret=${inject('previewSecret')}&redirect=/pages/spring-challenge`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/pages/spring-challenge');
    expect(response.headers.getSetCookie().join(';')).toContain('__prerender_bypass=');
  });

  it('refuses a wrong secret and a redirect off the site', async () => {
    expectProblem(await api('/api/preview?secret=wrong'), 401);
    expectProblem(await api(`/api/preview?secret=${inject('previewSecret')}&redirect=//evil.example.org`), 400);
  });

  it('disables draft mode with ?disable=true', async () => {
    const result = await api('/api/preview?disable=true');
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ preview: false });
  });
});

describe('finding 12: /api/logError is limited per client address', () => {
  it('answers 429 problem+json past 20 reports a minute from one address; another address still reports', async () => {
    const from = { 'x-forwarded-for': `192.0.2.${randomInt(1, 254)}` };
    const report = { error: { name: 'Error', message: 'flood' }, errorInfo: { source: 'window-error' } };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await api('/api/logError', { method: 'POST', body: report, headers: from })).status);
    expect(statuses).toEqual(Array<number>(20).fill(204));
    const past = await api('/api/logError', { method: 'POST', body: report, headers: from });
    expectProblem(past, 429);
    expect(past.json.detail).toBe('TooManyAttempts');
    const other = { 'x-forwarded-for': `198.51.100.${randomInt(1, 254)}` };
    expect((await api('/api/logError', { method: 'POST', body: report, headers: other })).status).toBe(204);
  });
});
