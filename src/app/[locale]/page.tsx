import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { getSession } from '@/server/auth/session';
import type { Locale } from '@/i18n/routing';

export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Home');
  const session = await getSession();
  const points = [
    ['pointLogTitle', 'pointLogText'],
    ['pointGoalTitle', 'pointGoalText'],
    ['pointCommunityTitle', 'pointCommunityText'],
  ] as const;
  return (
    <div className="flex flex-col gap-10">
      <section className="flex flex-col items-start gap-4">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-lg text-slate-700">{t('intro')}</p>
        <Link href={session ? '/my-weight-tracker' : '/login'} className={buttonClasses('primary')}>
          {session ? t('openDashboard') : t('getStarted')}
        </Link>
      </section>
      <ul className="grid gap-4 sm:grid-cols-3">
        {points.map(([title, text]) => (
          <li key={title} className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="font-semibold">{t(title)}</h2>
            <p className="mt-1 text-slate-700">{t(text)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
