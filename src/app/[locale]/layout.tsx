import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { env } from '@/env';
import { Providers } from '@/components/providers';
import { CrashBoundary } from '@/features/shell/crash-boundary';
import { GlobalErrorListeners } from '@/features/shell/global-error-listeners';
import { OfflineGuardScript } from '@/features/offline/offline-guard-script';
import { ServiceWorkerUpdates } from '@/features/offline/service-worker-updates';
import { PreviewBannerSlot } from '@/features/shell/preview-banner-slot';
import { RouteProgress } from '@/features/shell/route-progress';
import { SiteFooter } from '@/features/shell/site-footer';
import { SiteHeader } from '@/features/shell/site-header';
import { routing } from '@/i18n/routing';
import { getSession, sessionRefetchSeconds } from '@/server/auth/session';
import { getFooter, getNavbar, isPreview } from '@/server/content/get-content';
import { THEME_COLORS } from '@/lib/theme-colors';
import '../globals.css';

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME_COLORS.light },
    { media: '(prefers-color-scheme: dark)', color: THEME_COLORS.dark },
  ],
};

/** Each page names itself before the app ("Profile · …", src/i18n/page-title.ts); the icons are public/icons (scripts/make-icons.mjs). */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale: asked } = await params;
  const locale = hasLocale(routing.locales, asked) ? asked : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Common' });
  return {
    title: { default: t('appName'), template: `%s · ${t('appName')}` },
    description: t('tagline'),
    applicationName: t('appName'),
    manifest: `/${locale}/manifest.webmanifest`,
    icons: { icon: { url: '/icons/icon.svg', type: 'image/svg+xml' }, apple: '/icons/apple-touch-icon.png' },
    appleWebApp: { capable: true, title: t('shortName'), statusBarStyle: 'default' },
  };
}

/** The preview banner is 48px tall; the header and the content move down by as much. */
const PREVIEW_OFFSET = '48px';

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [session, t, navbar, footer, preview, requestHeaders] = await Promise.all([
    getSession(),
    getTranslations({ locale, namespace: 'Common' }),
    getNavbar(locale),
    getFooter(locale),
    isPreview(),
    headers(),
  ]);
  // The proxy's per-response nonce: Next puts it on its own scripts; ours take it here.
  const nonce = requestHeaders.get('x-nonce') ?? undefined;
  const { coalitionSiteUrl, analytics } = env();
  const user = session ? { firstName: session.user.firstName, lastName: session.user.lastName } : null;
  return (
    // next-themes writes the colour-mode class on <html> before React hydrates.
    // The preview offset is on <html>: its scroll padding keeps a focused control clear of the fixed header.
    <html lang={locale} suppressHydrationWarning style={{ '--preview-offset': preview ? PREVIEW_OFFSET : '0px' } as CSSProperties}>
      <body className="flex min-h-screen flex-col">
        {/* Before anything of the person: offline, a page of an ended session shows nothing of it. */}
        {session ? <OfflineGuardScript personId={session.user.id} locale={locale} nonce={nonce} /> : null}
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-[80] focus:rounded focus:bg-white focus:p-2">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider>
          <Providers session={session} sessionRefetchSeconds={sessionRefetchSeconds()} nonce={nonce}>
            <Suspense fallback={null}>
              <RouteProgress />
            </Suspense>
            {preview ? <PreviewBannerSlot /> : null}
            <SiteHeader title={navbar?.title ?? t('appName')} contentLinks={navbar?.links ?? []} coalitionSiteUrl={coalitionSiteUrl} user={user} />
            <main
              id="main"
              className="mx-auto w-full max-w-5xl flex-1 px-4 pb-10 pt-[calc(5.5rem+var(--preview-offset))] sm:pt-[calc(6.5rem+var(--preview-offset))]"
            >
              <CrashBoundary>{children}</CrashBoundary>
            </main>
            <SiteFooter footer={footer} signedIn={Boolean(session)} />
          </Providers>
          <GlobalErrorListeners />
          <ServiceWorkerUpdates />
        </NextIntlClientProvider>
        {analytics ? (
          // A plain async script (React hoists it into <head> once): next/script would add its
          // loader (~1.5 kB gzip) to every page's first load.
          <script async nonce={nonce} data-domain={analytics.domain} data-api={`${analytics.host}/api/event`} src={`${analytics.host}/js/script.js`} />
        ) : null}
      </body>
    </html>
  );
}
