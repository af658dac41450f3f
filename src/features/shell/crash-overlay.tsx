'use client';

import { useLocale, useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { routing } from '@/i18n/routing';

/** Shown when the UI has crashed: the page's own state cannot be trusted, so home is a full load. */
export function CrashOverlay() {
  const t = useTranslations('Errors');
  const locale = useLocale();
  const home = locale === routing.defaultLocale ? '/' : `/${locale}`;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="crash-title"
      aria-describedby="crash-text"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-900/70 p-4 dark:bg-black/70"
    >
      <div className="w-full max-w-md rounded-lg bg-white p-6 text-center shadow-xl">
        <h1 id="crash-title" className="text-2xl font-bold">
          {t('ohNo')}
        </h1>
        <p id="crash-text" className="mt-2 text-slate-700">
          {t('unexpectedError')}
        </p>
        {/* A plain link on purpose: a full page load starts from a clean state. */}
        <a href={home} className={`${buttonClasses('primary')} mt-6`} autoFocus>
          {t('returnHome')}
        </a>
      </div>
    </div>
  );
}
