import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { env } from '@/env';
import { RichText } from '@/features/content/rich-text';
import { WhatWeKeep } from '@/features/retention/what-we-keep';
import { PAGE_SLUG } from '@/lib/content';
import type { Locale } from '@/i18n/routing';
import { getPage } from '@/server/content/get-content';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale; slug: string }> }): Promise<Metadata> {
  const { locale, slug } = await params;
  const page = PAGE_SLUG.test(slug) ? await getPage(slug, locale) : null;
  return page ? { title: page.title } : {};
}

/** The content page the app adds what it keeps, and for how long, to. */
const PRIVACY_SLUG = 'privacy';

/** A page from the content service; pages with HidePage exist only in preview. */
export default async function ContentPageRoute({ params }: { params: Promise<{ locale: Locale; slug: string }> }) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  if (!PAGE_SLUG.test(slug)) notFound();
  const page = await getPage(slug, locale);
  if (!page) notFound();
  return (
    <article className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      <RichText html={page.body} />
      {slug === PRIVACY_SLUG ? (
        <WhatWeKeep inactiveAccountMonths={env().inactiveAccountMonths} auditRetentionDays={env().auditRetentionDays} timeZone={env().coalitionTimeZone} />
      ) : null}
    </article>
  );
}
