import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { SignOutButton } from '@/features/auth/sign-out-button';
import { Link } from '@/i18n/navigation';

/** The header; its full form (menus, languages, bell) is the app-shell issue's. */
export async function SiteHeader({ signedInName }: { signedInName: string | null }) {
  const t = await getTranslations('Nav');
  const tc = await getTranslations('Common');
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link href="/" className="text-lg font-bold text-brand-800">
          {tc('appName')}
        </Link>
        <nav aria-label={t('label')} className="flex flex-wrap items-center gap-1">
          <Link href="/" className={buttonClasses('ghost')}>
            {t('home')}
          </Link>
          {signedInName ? (
            <>
              <Link href="/my-weight-tracker" className={buttonClasses('primary')}>
                {t('weighIn')}
              </Link>
              <span className="sr-only">{t('signedInAs', { name: signedInName })}</span>
              <SignOutButton />
            </>
          ) : (
            <Link href="/login" className={buttonClasses('primary')}>
              {t('login')}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
