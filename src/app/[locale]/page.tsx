import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { RichText } from '@/features/content/rich-text';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getSession } from '@/server/auth/session';
import { getPage } from '@/server/content/get-content';

/** Home: the 'home' page of the content service, then the way in. */
export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, session, page] = await Promise.all([getTranslations('Home'), getSession(), getPage('home', locale)]);
  return (
    <article className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold sm:text-4xl">{page?.title ?? t('title')}</h1>
      {page ? <RichText html={page.body} /> : <p className="max-w-2xl text-lg text-slate-700">{t('intro')}</p>}
      <div>
        <Link href={session ? '/my-weight-tracker' : '/login'} className={buttonClasses('primary')}>
          {session ? t('openDashboard') : t('getStarted')}
        </Link>
      </div>
    </article>
  );
}
