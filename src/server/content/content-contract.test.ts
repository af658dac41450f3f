import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import { startFakeDirectus, type FakeDirectus } from '../../../tests/support/fake-directus';
import type { Db } from '@/server/db/client';
import { builtinSource } from './builtin-source';
import type { ContentSource } from './content-source';
import { directusSource, TOKEN_REFRESH_MARGIN_MS } from './directus-source';
import { SEED_CONTENT, seedContent } from './seed-content';

/** Both sources must answer the same questions the same way: this suite runs against each. */
type Harness = { source: ContentSource; close: () => Promise<void> };

const CREDENTIALS = { email: 'editor@example.org', password: 'editor-password' };

async function builtinHarness(): Promise<Harness> {
  const { db, close } = await createTestDatabase();
  await seedContent(db);
  await seedContent(db); // idempotent: a second run changes nothing
  return { source: builtinSource(async () => db as Db), close };
}

let directus: FakeDirectus;
async function directusHarness(): Promise<Harness> {
  directus = await startFakeDirectus({ content: SEED_CONTENT, ...CREDENTIALS, tokenLifetimeMs: 900_000 });
  return { source: directusSource({ url: directus.url, ...CREDENTIALS }), close: () => directus.close() };
}

describe.each([
  ['built-in', builtinHarness],
  ['Directus', directusHarness],
])('content source contract: %s', (_name, start) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await start();
  }, 60_000);
  afterAll(() => harness.close());

  it('serves the navbar in each language', async () => {
    expect(await harness.source.getNavbar('en-US')).toEqual({ title: 'Community Weight Tracker', links: [{ name: 'About', legacyLink: '/pages/about' }] });
    expect((await harness.source.getNavbar('es-ES'))?.title).toBe('Registro Comunitario de Peso');
  });

  it('serves footer links in DisplayOrder with their LegacyLink, and the buttons', async () => {
    const footer = await harness.source.getFooter('en-US');
    expect(footer?.links).toEqual([
      { name: 'About the program', legacyLink: '/pages/about', displayOrder: 1 },
      { name: 'Contact', legacyLink: '/pages/contact', displayOrder: 2 },
      { name: 'Privacy', legacyLink: '/pages/privacy', displayOrder: 3 },
    ]);
    expect(footer).toMatchObject({ primaryButtonLink: '/my-weight-tracker', facebookLink: 'https://www.facebook.com/', facebookText: 'Follow us on Facebook' });
    expect((await harness.source.getFooter('es-ES'))?.links.map((l) => l.name)).toEqual(['Sobre el programa', 'Contacto', 'Privacidad']);
  });

  it('serves pages in the asked language', async () => {
    const home = await harness.source.getPage('home', 'es-ES', { preview: false });
    expect(home?.title).toBe('Registra tu peso. Impulsa a tu comunidad.');
    expect(home?.body).toContain('youtube.com/embed/aqz-KE-bpKQ');
    expect(await harness.source.getPage('no-such-page', 'en-US', { preview: false })).toBeNull();
  });

  it('serves the celebratory messages (SPEC §3: objects with a Message field) in each language', async () => {
    expect(await harness.source.getCelebratoryMessages('en-US')).toEqual([
      { Message: 'Another day on the scale: that is how change happens.' },
      { Message: 'Well done for showing up today. Every weigh-in counts.' },
      { Message: 'You and your neighbours are moving the county together.' },
    ]);
    expect((await harness.source.getCelebratoryMessages('es-ES'))[0]).toEqual({ Message: 'Un día más en la báscula: así es como llega el cambio.' });
  });

  it('hides HidePage pages unless in preview', async () => {
    expect(await harness.source.getPage('spring-challenge', 'en-US', { preview: false })).toBeNull();
    expect(await harness.source.getPage('spring-challenge', 'en-US', { preview: true })).toMatchObject({ title: 'Spring challenge (draft)', hidePage: true });
  });
});

describe('Directus source: the calls it makes', () => {
  it('reads one item with all fields and translations filtered to the language', async () => {
    const server = await startFakeDirectus({ content: SEED_CONTENT, ...CREDENTIALS, tokenLifetimeMs: 900_000 });
    try {
      await directusSource({ url: server.url, ...CREDENTIALS }).getNavbar('es-ES');
      const read = server.requests.find((r) => r.path === '/items/Navbar')!;
      expect(read.query.get('fields')).toBe('*,translations.*');
      expect(read.query.get('limit')).toBe('1');
      expect(JSON.parse(read.query.get('deep')!)).toEqual({ translations: { _filter: { languages_code: { _eq: 'es-ES' } } } });
      expect(read.auth).toBe('Bearer access-1');
    } finally {
      await server.close();
    }
  });

  it(`refreshes its token ${TOKEN_REFRESH_MARGIN_MS} ms before it expires`, async () => {
    // A token living 30.5 s is due for refresh 0.5 s after login: the SDK's timer runs on a fake
    // clock moved by hand (only setTimeout and Date: sockets and the server keep real time).
    const server = await startFakeDirectus({ content: SEED_CONTENT, ...CREDENTIALS, tokenLifetimeMs: TOKEN_REFRESH_MARGIN_MS + 500 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const source = directusSource({ url: server.url, ...CREDENTIALS });
      await source.getFooter('en-US');
      await vi.advanceTimersByTimeAsync(499);
      await source.getFooter('en-US');
      // 1 ms before it is due nothing is refreshed; at the due time the timer refreshes, and the
      // next read waits for the new token and uses it.
      const before = server.requests.map((r) => `${r.method} ${r.path} ${r.auth ?? ''}`.trim());
      expect(before).toEqual(['POST /auth/login', 'GET /items/Footer Bearer access-1', 'GET /items/Footer Bearer access-1']);
      await vi.advanceTimersByTimeAsync(1);
      await source.getFooter('en-US');
      expect(server.requests.map((r) => `${r.method} ${r.path} ${r.auth ?? ''}`.trim())).toEqual([
        ...before,
        'POST /auth/refresh',
        'GET /items/Footer Bearer access-2',
      ]);
    } finally {
      vi.useRealTimers();
      await server.close();
    }
  });

  it('fails loudly with wrong credentials', async () => {
    const server = await startFakeDirectus({ content: SEED_CONTENT, ...CREDENTIALS, tokenLifetimeMs: 900_000 });
    try {
      const source = directusSource({ url: server.url, email: CREDENTIALS.email, password: 'wrong' });
      const refused = {
        name: 'RequestError',
        message: 'Invalid user credentials.',
        errors: [{ message: 'Invalid user credentials.', extensions: { code: 'INVALID_CREDENTIALS' } }],
        response: { status: 401 },
      };
      await expect(source.getNavbar('en-US')).rejects.toMatchObject(refused);
      // A failed login is not remembered: the next read tries again, and fails the same way.
      await expect(source.getFooter('en-US')).rejects.toMatchObject(refused);
      // Nothing is read without a login.
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /auth/login', 'POST /auth/login']);
    } finally {
      await server.close();
    }
  });
});
