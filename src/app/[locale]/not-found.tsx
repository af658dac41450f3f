import { getTranslations } from 'next-intl/server';
import { RedirectCountdown } from '@/features/shell/redirect-countdown';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-slate-700">{t('text')}</p>
      <RedirectCountdown seconds={5} />
    </section>
  );
}
