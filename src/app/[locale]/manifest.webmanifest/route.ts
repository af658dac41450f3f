import type { MetadataRoute } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { THEME_COLORS } from '@/lib/theme-colors';

/**
 * The web app manifest in the page's language (`/en-US/manifest.webmanifest`, linked from the
 * layout): "Add to Home Screen" gives an app named in that language that opens on the dashboard.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response(null, { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Common' });
  const manifest: MetadataRoute.Manifest = {
    id: '/',
    name: t('appName'),
    short_name: t('shortName'),
    description: t('tagline'),
    lang: locale,
    start_url: getPathname({ href: '/my-weight-tracker', locale }),
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
