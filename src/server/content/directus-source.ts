import 'server-only';
import { authentication, createDirectus, readItems, rest, staticToken, type RestCommand } from '@directus/sdk';
import { byDisplayOrder, type ContentPage, type Footer, type Navbar } from '@/lib/content';
import type { Locale } from '@/i18n/routing';
import type { ContentSource } from './content-source';

export type DirectusSettings = { url: string; email?: string; password?: string; token?: string };

/** The SDK refreshes its access token this long before it expires (SPEC §7). */
export const TOKEN_REFRESH_MARGIN_MS = 30_000;

type Item = Record<string, unknown> & { translations?: Array<Record<string, unknown>> };

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0);

/** A collection item with its language's translation merged over its untranslated fields. */
function merged(item: Item | undefined): Record<string, unknown> | null {
  if (!item) return null;
  const { translations = [], ...rest } = item;
  return { ...rest, ...(translations[0] ?? {}) };
}

function first(result: unknown): Item | undefined {
  if (Array.isArray(result)) return result[0] as Item | undefined;
  return (result ?? undefined) as Item | undefined;
}

/** More than an editor would write; the list is picked from at random per weigh-in. */
const MAX_CELEBRATORY_MESSAGES = 100;

/** Content from a Directus server: collections Navbar, Footer, Pages and CelebratoryMessages, each with translations. */
export function directusSource(settings: DirectusSettings): ContentSource {
  // The schema is the editors' and not typed here: results are mapped field by field below.
  const base = createDirectus<Record<string, Item[]>>(settings.url).with(rest());
  const withLogin = settings.token ? null : base.with(authentication('json', { autoRefresh: true, msRefreshBeforeExpires: TOKEN_REFRESH_MARGIN_MS }));
  const client = withLogin ?? base.with(staticToken(settings.token!));
  let loggedIn: Promise<unknown> | null = null;

  async function ensureLogin(): Promise<void> {
    if (!withLogin || !settings.email || !settings.password) return;
    loggedIn ??= withLogin.login({ email: settings.email, password: settings.password }).catch((error: unknown) => {
      loggedIn = null;
      throw error;
    });
    await loggedIn;
  }

  async function read(collection: string, locale: Locale, { filter, limit }: { filter?: Record<string, unknown>; limit: number }): Promise<unknown> {
    await ensureLogin();
    const query = {
      fields: ['*', 'translations.*'],
      deep: { translations: { _filter: { languages_code: { _eq: locale } } } },
      limit,
      ...(filter ? { filter } : {}),
    };
    return client.request(readItems(collection, query as never) as RestCommand<unknown, Record<string, Item[]>>);
  }

  async function readOne(collection: string, locale: Locale, filter?: Record<string, unknown>): Promise<Record<string, unknown> | null> {
    return merged(first(await read(collection, locale, { filter, limit: 1 })));
  }

  return {
    kind: 'directus',
    async getNavbar(locale): Promise<Navbar | null> {
      const item = await readOne('Navbar', locale);
      if (!item) return null;
      const links = Array.isArray(item.Links) ? (item.Links as Item[]) : [];
      return { title: str(item.Title), links: links.map((link) => ({ name: str(link.Name), legacyLink: str(link.LegacyLink) })) };
    },
    async getFooter(locale): Promise<Footer | null> {
      const item = await readOne('Footer', locale);
      if (!item) return null;
      const links = Array.isArray(item.Links) ? (item.Links as Item[]) : [];
      return {
        primaryButtonText: str(item.PrimaryButtonText),
        primaryButtonLink: str(item.PrimaryButtonLink),
        facebookText: str(item.FacebookText),
        facebookLink: str(item.FacebookLink),
        note: str(item.Note),
        links: byDisplayOrder(links.map((link) => ({ name: str(link.Name), legacyLink: str(link.LegacyLink), displayOrder: num(link.DisplayOrder) }))),
      };
    },
    async getPage(slug, locale, { preview }): Promise<ContentPage | null> {
      const item = await readOne('Pages', locale, { Slug: { _eq: slug } });
      if (!item) return null;
      const page = { slug: str(item.Slug), title: str(item.Title), body: str(item.Body), hidePage: item.HidePage === true };
      return page.hidePage && !preview ? null : page;
    },
    async getCelebratoryMessages(locale) {
      const items = await read('CelebratoryMessages', locale, { limit: MAX_CELEBRATORY_MESSAGES });
      return (Array.isArray(items) ? (items as Item[]) : []).map((item) => ({ Message: str(merged(item)?.Message) })).filter((m) => m.Message.trim() !== '');
    },
  };
}
