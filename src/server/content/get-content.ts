import 'server-only';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import { env } from '@/env';
import { getDb } from '@/server/db/client';
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

// One fetch per request, however many components ask.
export const getNavbar = cache((locale: Locale) => contentSource().getNavbar(locale));
export const getFooter = cache((locale: Locale) => contentSource().getFooter(locale));
export const getPage = cache(async (slug: string, locale: Locale) => contentSource().getPage(slug, locale, { preview: await isPreview() }));
