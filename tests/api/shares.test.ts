import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, expectProblem, newSignedInUser, type SignedInUser } from '../support/http';

let person: SignedInUser;
let other: SignedInUser;

const create = (user: SignedInUser | undefined, body: unknown = { includeWeight: false, timeZone: 'UTC' }) =>
  api('/api/Share', { method: 'POST', token: user?.token, body });
const list = (user: SignedInUser | undefined) => api('/api/Share', { token: user?.token });
const revoke = (user: SignedInUser | undefined, id: string) => api(`/api/Share/${id}`, { method: 'DELETE', token: user?.token });
const page = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, html: await response.text() };
};
/** The page's figures (the whole HTML also carries every message for the browser). */
const figures = (html: string) => html.match(/<dl[\s\S]*?<\/dl>/)?.[0] ?? '';
const meta = (html: string, property: string) => html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];

/** UTC days before today, as the share's time zone (UTC) counts them. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [person, other] = await Promise.all([newSignedInUser('shares'), newSignedInUser('shares-other')]);
  const named = await api(`/api/User/${person.id}/profile`, { method: 'PUT', token: person.token, body: { firstName: 'Quintana', lastName: 'Sharer' } });
  expect(named.status).toBe(200);
  // Three days in a row, 200 → 198 lbs, toward a goal of 190: 20% of the way, a 3-day streak.
  for (const [n, weight] of [
    [2, 200],
    [1, 199],
    [0, 198],
  ] as const) {
    expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body: { weight, logDate: daysAgo(n) } })).status).toBe(201);
  }
  expect((await api('/api/WeightLossGoal', { method: 'POST', token: person.token, body: { goalWeight: 190 } })).status).toBe(201);
});

describe('share links', () => {
  it('are made with an unguessable id (128 bits, base64url) and listed newest first, only to their owner', async () => {
    const first = await create(person);
    const second = await create(person, { includeWeight: true, timeZone: 'America/Chicago' });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      path: `/s/${first.json.id}`,
      includeWeight: false,
      createdAt: expect.any(String),
    });
    expect(second.json.includeWeight).toBe(true);
    expect(Buffer.from(first.json.id, 'base64url')).toHaveLength(16);
    expect((await list(person)).json.map((l: { id: string }) => l.id)).toEqual([second.json.id, first.json.id]);
    expect((await list(other)).json).toEqual([]);
  });

  it('answer 401 without a token, and 400 for a bad body or id, changing nothing', async () => {
    const before = (await list(person)).json;
    expectProblem(await create(undefined), 401);
    expectProblem(await list(undefined), 401);
    expectProblem(await revoke(undefined, before[0].id), 401);
    const badZone = await create(person, { includeWeight: false, timeZone: 'Mars/Olympus' });
    expectProblem(badZone, 400);
    expect(badZone.json.errors.timeZone.key).toBe('reminderTimeZoneInvalid');
    expectProblem(await create(person, { timeZone: 'UTC' }), 400);
    expectProblem(await revoke(person, 'not-a-share-id'), 400);
    expect((await list(person)).json).toEqual(before);
  });

  it('cannot be revoked by another person (403) and an unknown one answers 404', async () => {
    const link = (await create(person)).json;
    expectProblem(await revoke(other, link.id), 403);
    expect((await page(link.path)).status).toBe(200);
    expectProblem(await revoke(person, 'AAAAAAAAAAAAAAAAAAAAAA'), 404);
  });

  it('open a public page with Open Graph and X card tags and a PNG card of live figures, weight lost only when ticked', async () => {
    const plain = (await create(person)).json;
    const withWeight = (await create(person, { includeWeight: true, timeZone: 'UTC' })).json;

    const en = await page(plain.path);
    expect(en.status).toBe(200);
    expect(meta(en.html, 'og:title')).toBe('Quintana&#x27;s progress');
    expect(meta(en.html, 'twitter:card')).toBe('summary_large_image');
    const image = meta(en.html, 'og:image')!;
    expect(image).toBe(`${baseUrl()}/api/Share/${plain.id}/image?locale=en-US`);
    expect(meta(en.html, 'twitter:image')).toBe(image);
    expect(figures(en.html)).toContain('>20%<');
    expect(figures(en.html)).toContain('>3 days<');
    expect(figures(en.html)).toContain('Community');
    expect(figures(en.html)).not.toContain('Weight lost');

    const es = await page(`/es-ES${withWeight.path}`);
    expect(meta(es.html, 'og:title')).toBe('El progreso de Quintana');
    expect(meta(es.html, 'og:image')).toBe(`${baseUrl()}/api/Share/${withWeight.id}/image?locale=es-ES`);
    expect(figures(es.html)).toContain('>Peso perdido<');
    expect(figures(es.html)).toContain('>2 lb<');

    const png = await fetch(image);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect(png.headers.get('cache-control')).toBe('no-cache');
  });

  it('once revoked, the page is the not-found page with nothing personal and the image answers 404', async () => {
    const link = (await create(person, { includeWeight: true, timeZone: 'UTC' })).json;
    expect((await revoke(person, link.id)).status).toBe(204);
    expect((await list(person)).json.map((l: { id: string }) => l.id)).not.toContain(link.id);
    expectProblem(await revoke(person, link.id), 404);
    for (const path of [link.path, `/es-ES${link.path}`]) {
      const gone = await page(path);
      expect(gone.status).toBe(404);
      expect(gone.html).not.toContain('Quintana');
      expect(meta(gone.html, 'og:title')).toBeUndefined();
      expect(meta(gone.html, 'og:image')).toBeUndefined();
    }
    expect(await page(link.path)).toMatchObject({ html: expect.stringContaining('Page not found') });
    const image = await fetch(`${baseUrl()}/api/Share/${link.id}/image`);
    expect(image.status).toBe(404);
    expect(image.headers.get('content-type')).toContain('application/problem+json');
    expect((await fetch(`${baseUrl()}/api/Share/AAAAAAAAAAAAAAAAAAAAAA/image`)).status).toBe(404);
    expect((await page('/s/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('stop at 20 per person (409) until one is revoked', async () => {
    const fresh = await newSignedInUser('shares-cap');
    const made = [];
    for (let i = 0; i < 20; i++) made.push((await create(fresh)).status);
    expect(made.every((status) => status === 201)).toBe(true);
    expectProblem(await create(fresh), 409);
    expect((await list(fresh)).json).toHaveLength(20);
    expect((await revoke(fresh, (await list(fresh)).json[0].id)).status).toBe(204);
    expect((await create(fresh)).status).toBe(201);
  });

  it("go with the account: a deleted person's links show nothing", async () => {
    const leaving = await newSignedInUser('shares-leaving');
    const link = (await create(leaving)).json;
    expect((await page(link.path)).status).toBe(200);
    const deleted = await api(`/api/User/${leaving.id}`, { method: 'DELETE', token: leaving.token, body: { password: leaving.password } });
    expect(deleted.status).toBe(204);
    expect((await page(link.path)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/api/Share/${link.id}/image`)).status).toBe(404);
  });
});

/** A client address of its own (the test server trusts its loopback proxy), so the per-address limit counts this test alone. */
/** A client address of its own for each call: no other test's views count against it. */
let addresses = 0;
const ownAddress = () => ({ 'x-forwarded-for': `203.0.113.${(addresses += 1)}` });

describe('share views under load: stored figures, cached cards, a per-address limit (security review, finding 4)', () => {
  it('answers the card from cache: 304 to its ETag while the figures are unchanged, a new card after a weigh-in', async () => {
    const owner = await newSignedInUser('shares-cached');
    expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: owner.token, body: { weight: 210, logDate: daysAgo(1) } })).status).toBe(201);
    const link = (await create(owner)).json;
    const from = ownAddress();
    const card = `/api/Share/${link.id}/image?locale=en-US`;

    const first = await api(card, { headers: from });
    expect(first.status).toBe(200);
    expect(first.contentType).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);

    const again = await api(card, { headers: { ...from, 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // Another language is another card.
    expect((await api(`/api/Share/${link.id}/image?locale=es-ES`, { headers: { ...from, 'if-none-match': etag! } })).status).toBe(200);

    expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: owner.token, body: { weight: 209, logDate: daysAgo(0) } })).status).toBe(201);
    const changed = await api(card, { headers: { ...from, 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.contentType).toBe('image/png');
    expect(changed.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(changed.headers.get('etag')).not.toBe(etag);
    // The page shows the new figures from the stored progress: two days in a row.
    expect(figures((await page(link.path)).html)).toContain('>2 days<');
  });

  it('stops serving a revoked link at once, even to a client that holds its card', async () => {
    const link = (await create(person)).json;
    const from = ownAddress();
    const card = `/api/Share/${link.id}/image?locale=en-US`;
    const served = await api(card, { headers: from });
    expect(served.status).toBe(200);
    const etag = served.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect((await api(card, { headers: { ...from, 'if-none-match': etag! } })).status).toBe(304);

    expect((await revoke(person, link.id)).status).toBe(204);
    expectProblem(await api(card, { headers: { ...from, 'if-none-match': etag! } }), 404);
    expectProblem(await api(card, { headers: from }), 404);
  });

  it('answers 429 with Retry-After past 60 views a minute from one address, the page in its language, other addresses still served', async () => {
    const link = (await create(person)).json;
    const from = ownAddress();
    const unknown = '/api/Share/AAAAAAAAAAAAAAAAAAAAAA/image?locale=en-US';
    for (let i = 1; i <= 60; i++) {
      const answer = await api(unknown, { headers: from });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('ratelimit-limit')).toBe('60');
      expect(answer.headers.get('ratelimit-remaining')).toBe(String(60 - i));
    }
    const refused = await api(`/api/Share/${link.id}/image?locale=en-US`, { headers: from });
    expectProblem(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');

    const pageRefused = await fetch(`${baseUrl()}/es-ES${link.path}`, { headers: from });
    expect(pageRefused.status).toBe(429);
    expect(pageRefused.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(Number(pageRefused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const html = await pageRefused.text();
    expect(html).toContain('<h1>Demasiadas visitas</h1>');
    expect(html).not.toContain('Quintana');

    const other = await fetch(`${baseUrl()}${link.path}`, { headers: { 'x-forwarded-for': `198.51.100.${randomInt(1, 254)}` } });
    expect(other.status).toBe(200);
    expect(figures(await other.text())).toContain('>20%<');
  });
});
