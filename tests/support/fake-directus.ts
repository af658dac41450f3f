import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SeedContent } from '../../src/server/content/content-source';

/**
 * A local HTTP server answering as Directus does for the calls the content service makes:
 * /auth/login, /auth/refresh (json mode) and /items/{Navbar,Footer,Pages,CelebratoryMessages} with `fields`, `deep`
 * translation filters, `filter` and `limit`. It records every request for assertions.
 */
export type FakeDirectus = {
  url: string;
  requests: Array<{ method: string; path: string; query: URLSearchParams; auth: string | null }>;
  close: () => Promise<void>;
};

type Options = { content: Record<string, SeedContent>; email: string; password: string; tokenLifetimeMs: number };

function directusItems(content: Record<string, SeedContent>) {
  const locales = Object.keys(content);
  const en = content[locales[0]!]!;
  return {
    Navbar: [
      {
        id: 1,
        translations: locales.map((code) => ({
          languages_code: code,
          Title: content[code]!.navbar.title,
          Links: content[code]!.navbar.links.map((l) => ({ Name: l.name, LegacyLink: l.legacyLink })),
        })),
      },
    ],
    Footer: [
      {
        id: 1,
        PrimaryButtonLink: en.footer.primaryButtonLink,
        FacebookLink: en.footer.facebookLink,
        translations: locales.map((code) => {
          const f = content[code]!.footer;
          return {
            languages_code: code,
            PrimaryButtonText: f.primaryButtonText,
            FacebookText: f.facebookText,
            Note: f.note,
            Links: f.links.map((l) => ({ Name: l.name, LegacyLink: l.legacyLink, DisplayOrder: l.displayOrder })),
          };
        }),
      },
    ],
    Pages: en.pages.map((page, index) => ({
      id: index + 1,
      Slug: page.slug,
      HidePage: page.hidePage,
      translations: locales.map((code) => {
        const translated = content[code]!.pages.find((p) => p.slug === page.slug)!;
        return { languages_code: code, Title: translated.title, Body: translated.body };
      }),
    })),
    CelebratoryMessages: en.celebratoryMessages.map((_message, index) => ({
      id: index + 1,
      translations: locales.map((code) => ({ languages_code: code, Message: content[code]!.celebratoryMessages[index]?.Message ?? '' })),
    })),
  } as Record<string, Array<Record<string, unknown>>>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeDirectus(options: Options): Promise<FakeDirectus> {
  const items = directusItems(options.content);
  const requests: FakeDirectus['requests'] = [];
  const validAccess = new Set<string>();
  const validRefresh = new Set<string>();
  let serial = 0;
  const issue = () => {
    serial += 1;
    const tokens = { access_token: `access-${serial}`, refresh_token: `refresh-${serial}`, expires: options.tokenLifetimeMs };
    validAccess.add(tokens.access_token);
    validRefresh.add(tokens.refresh_token);
    return { data: tokens };
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, auth: req.headers.authorization ?? null });
      if (req.method === 'POST' && url.pathname === '/auth/login') {
        const body = await readBody(req);
        if (body.email !== options.email || body.password !== options.password)
          return send(res, 401, { errors: [{ message: 'Invalid user credentials.', extensions: { code: 'INVALID_CREDENTIALS' } }] });
        return send(res, 200, issue());
      }
      if (req.method === 'POST' && url.pathname === '/auth/refresh') {
        const body = await readBody(req);
        if (!validRefresh.delete(String(body.refresh_token)))
          return send(res, 401, { errors: [{ message: 'Invalid user credentials.', extensions: { code: 'INVALID_CREDENTIALS' } }] });
        return send(res, 200, issue());
      }
      const match = /^\/items\/(\w+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        if (!validAccess.has(token)) return send(res, 401, { errors: [{ message: 'Token expired.', extensions: { code: 'TOKEN_EXPIRED' } }] });
        const collection = items[match[1]!];
        if (!collection) return send(res, 403, { errors: [{ message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } }] });
        const deep = JSON.parse(url.searchParams.get('deep') ?? '{}') as { translations?: { _filter?: { languages_code?: { _eq?: string } } } };
        const language = deep.translations?._filter?.languages_code?._eq;
        const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, { _eq?: unknown }>;
        const limit = Number(url.searchParams.get('limit') ?? '100');
        const rows = collection
          .filter((row) => Object.entries(filter).every(([field, condition]) => row[field] === condition._eq))
          .slice(0, limit)
          .map((row) => ({
            ...row,
            translations: (row.translations as Array<{ languages_code: string }>).filter((t) => !language || t.languages_code === language),
          }));
        return send(res, 200, { data: rows });
      }
      send(res, 404, { errors: [{ message: "Route doesn't exist.", extensions: { code: 'ROUTE_NOT_FOUND' } }] });
    })().catch(() => send(res, 500, { errors: [{ message: 'fake failure' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
