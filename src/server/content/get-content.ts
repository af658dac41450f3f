import 'server-only';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import { env } from '@/env';
import { getDb } from '@/server/db/client';
import { ttlCache } from '@/server/cache/ttl-cache';
import type { Locale } from '@/i18n/routing';
import { builtinSource } from './builtin-source';
import type { ContentSource } from './content-source';
import { directusSource } from './directus-source';

const holder = globalThis as unknown as { __contentSource?: ContentSource };

/** Directus when CONTENT_URL is set, the built-in tables otherwise; one per process. */
export function contentSource(): ContentSource {
  const settings = env().content;
  holder.__contentSource ??= settings ? directusSource(settings) : builtinSource(getDb);
  return holder.__contentSource;
}

/** True while the editor's preview (Next draft mode) is on for this request. */
export async function isPreview(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}

/**
 * The header and footer are on every page and change only when an editor publishes: each
 * process keeps them for half a minute (three queries less per page). Preview, where
 * the editor wants to see a change at once, always asks the source.
 */
export const SHELL_CONTENT_MAX_AGE_MS = 30_000;
const shellContent = ttlCache<string, Promise<unknown>>({ ttlMs: SHELL_CONTENT_MAX_AGE_MS, maxEntries: 16 });

function keptForAWhile<T>(key: string, load: () => Promise<T>): Promise<T> {
  const kept = shellContent.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const loading = load();
  shellContent.set(key, loading);
  // A failed load is not kept: the next page asks again.
  loading.catch(() => shellContent.delete(key));
  return loading;
}

// One fetch per request, however many components ask.
export const getNavbar = cache(async (locale: Locale) =>
  (await isPreview()) ? contentSource().getNavbar(locale) : keptForAWhile(`navbar:${locale}`, () => contentSource().getNavbar(locale)),
);
export const getFooter = cache(async (locale: Locale) =>
  (await isPreview()) ? contentSource().getFooter(locale) : keptForAWhile(`footer:${locale}`, () => contentSource().getFooter(locale)),
);
export const getPage = cache(async (slug: string, locale: Locale) => contentSource().getPage(slug, locale, { preview: await isPreview() }));
export const getCelebratoryMessages = cache(async (locale: Locale) =>
  keptForAWhile(`celebrations:${locale}`, () => contentSource().getCelebratoryMessages(locale)),
);
