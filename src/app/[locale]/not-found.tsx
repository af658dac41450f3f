import { getTranslations } from 'next-intl/server';
import { RedirectCountdown } from '@/features/shell/redirect-countdown';

export default async function NotFound() {
  const [t, common] = await Promise.all([getTranslations('NotFound'), getTranslations('Common')]);
  // not-found has no generateMetadata: React puts this title in the head, as the layout's template would.
  const documentTitle = `${t('title')} · ${common('appName')}`;
  return (
    <section className="flex flex-col items-start gap-4">
      <title>{documentTitle}</title>
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-slate-700">{t('text')}</p>
      <RedirectCountdown seconds={5} />
    </section>
  );
}
