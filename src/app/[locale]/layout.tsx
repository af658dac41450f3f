import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { SiteHeader } from '@/features/shell/site-header';
import { routing } from '@/i18n/routing';
import { getSession, sessionRefetchSeconds } from '@/server/auth/session';
import '../globals.css';

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: 'Common' });
  return { title: t('appName'), description: t('tagline') };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const session = await getSession();
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <html lang={locale}>
      <body>
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider>
          <Providers session={session} sessionRefetchSeconds={sessionRefetchSeconds()}>
            <SiteHeader signedInName={session ? `${session.user.firstName} ${session.user.lastName}` : null} />
            <main id="main" className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
              {children}
            </main>
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
