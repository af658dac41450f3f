'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import Check from 'lucide-react/icons/check';

const LANGUAGE_KEYS = { 'en-US': 'enUS', 'es-ES': 'esES' } as const satisfies Record<Locale, string>;

/** The languages on offer; choosing one keeps the path and the query and changes the locale. */
export function LanguageSection({ onChoose }: { onChoose?: () => void }) {
  const t = useTranslations('Language');
  const current = useLocale();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  if (routing.locales.length < 2) return null;
  const query = Object.fromEntries(searchParams.entries());
  return (
    <section aria-labelledby="language-heading" className="border-t border-slate-200 pt-2">
      <h2 id="language-heading" className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t('heading')}
      </h2>
      <ul>
        {routing.locales.map((locale) => (
          <li key={locale}>
            <Link
              href={{ pathname, query }}
              locale={locale}
              // A prefetch would be answered under the old locale cookie (a redirect back to it).
              prefetch={false}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={onChoose}
              className="flex min-h-11 items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
            >
              {t(LANGUAGE_KEYS[locale])}
              {locale === current ? <Check aria-hidden="true" className="size-4 text-brand-700" strokeWidth={2.5} /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
