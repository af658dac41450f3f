import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { Stat } from '@/components/ui/stat';
import { env } from '@/env';
import { sharedFigures } from '@/server/shares/shared-figures';
import { Link } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { sharedProgressFor } from './shared-progress';

type Props = { params: Promise<{ locale: string; id: string }> };

/** The card image's URL, absolute (crawlers need one), in the page's language. */
function imageUrl(id: string, locale: Locale): string {
  return new URL(`/api/Share/${encodeURIComponent(id)}/image?locale=${locale}`, env().appUrl).toString();
}

/** Open Graph and X card tags for a live link; an unknown or revoked one gets the not-found title only. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: asked, id } = await params;
  const locale = hasLocale(routing.locales, asked) ? asked : routing.defaultLocale;
  const progress = await sharedProgressFor(id);
  if (!progress) return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title'), robots: { index: false } };
  const { title, description, imageAlt } = await sharedFigures(progress, locale);
  const image = { url: imageUrl(id, locale), width: 1200, height: 630, alt: imageAlt, type: 'image/png' };
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
  return {
    title,
    description,
    // Meant for the people it is sent to, not for search engines.
    robots: { index: false, follow: false },
    openGraph: {
      type: 'website',
      title,
      description,
      url: new URL(`${prefix}/s/${id}`, env().appUrl).toString(),
      locale: locale.replace('-', '_'),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/** A share link's public page (no sign-in): live figures, or the not-found page with nothing personal. */
export default async function SharePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  const progress = await sharedProgressFor(id);
  if (!progress) notFound();
  const [{ title, description, imageAlt, figures }, t] = await Promise.all([sharedFigures(progress, locale as Locale), getTranslations('SharePage')]);
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-5" aria-labelledby="share-title">
      <div>
        <h1 id="share-title" className="text-2xl font-bold">
          {title}
        </h1>
        <p className="text-slate-700">{description}</p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {figures.map((figure) => (
          <Stat key={figure.key} variant="card" label={figure.label} value={figure.value} hint={figure.note} data-testid={`share-${figure.key}`} />
        ))}
      </dl>
      {/* The card the networks show, from our own origin (the page policy's img-src 'self'). */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a generated PNG: the optimizer would only copy it */}
      <img
        src={`/api/Share/${encodeURIComponent(id)}/image?locale=${locale}`}
        alt={imageAlt}
        width={1200}
        height={630}
        className="h-auto w-full rounded-lg"
        data-testid="share-card"
      />
      <Link href="/" className={`${buttonClasses('primary')} self-start`}>
        {t('join')}
      </Link>
    </article>
  );
}
