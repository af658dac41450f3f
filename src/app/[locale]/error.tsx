'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { reportClientError } from '@/features/shell/report-client-error';
import { Link } from '@/i18n/navigation';

/** A page that failed to render (e.g. the content service is down): say so, offer the way home. */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('Errors');
  useEffect(() => reportClientError(error, 'boundary'), [error]);
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-3xl font-bold">{t('pageTitle')}</h1>
      <p className="text-slate-700">{t('unexpectedError')}</p>
      <Link href="/" className={buttonClasses('primary')}>
        {t('returnHome')}
      </Link>
    </section>
  );
}
