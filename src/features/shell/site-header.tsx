import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { AccountsMenuSection } from '@/features/accounts/accounts-menu-section';
import { InvitationBell } from '@/features/accounts/invitation-bell';
import { SignOutButton } from '@/features/auth/sign-out-button';
import { Link } from '@/i18n/navigation';

/** The header; its full form (menus, languages, bell) is the app-shell issue's. */
export async function SiteHeader({ signedInName }: { signedInName: string | null }) {
  const t = await getTranslations('Nav');
  const tc = await getTranslations('Common');
  const ta = await getTranslations('Accounts');
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
              {/* Stand-in until the app-shell header lands: it slots these two components in. */}
              <InvitationBell />
              <details className="relative">
                <summary className={`${buttonClasses('ghost')} cursor-pointer list-none`}>{ta('menu')}</summary>
                <div className="absolute right-0 z-30 mt-1 flex w-72 max-w-[calc(100vw-1rem)] flex-col gap-2 rounded-md border border-slate-200 bg-white p-2 shadow-lg">
                  <AccountsMenuSection />
                  <Link href="/account/org-management" className={buttonClasses('ghost')}>
                    {ta('orgManagement')}
                  </Link>
                  <Link href="/account/profile" className={buttonClasses('ghost')}>
                    {ta('profile')}
                  </Link>
                </div>
              </details>
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
