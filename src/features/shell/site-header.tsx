import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { NavLink } from '@/lib/content';
import { AccountMenu, type ShellUser } from './account-menu';
import { HeaderBellSlot } from './header-slots';
import { HeaderFrame } from './header-frame';
import { IntentLink } from './intent-link';
import { LogoMark } from './icons';
import { MobileMenu } from './mobile-menu';
import { NavList, type NavItem } from './nav-list';

type Props = { title: string; contentLinks: NavLink[]; coalitionSiteUrl: string; user: ShellUser | null };

/** The fixed header: logo, title, nav links, the call to action, the bell and the account menu. */
export async function SiteHeader({ title, contentLinks, coalitionSiteUrl, user }: Props) {
  const t = await getTranslations('Nav');
  const items: NavItem[] = [
    { href: '/', label: t('home') },
    { href: coalitionSiteUrl, label: t('coalition') },
    ...contentLinks.map((link) => ({ href: link.legacyLink, label: link.name })),
    ...(user ? [{ href: '/my-weight-tracker#dashboard-section', label: t('dashboard') }] : []),
  ];
  return (
    <HeaderFrame>
      <div className="mx-auto flex h-full w-full max-w-6xl items-center gap-2 px-3 sm:px-4">
        <IntentLink href="/" aria-label={t('logoHome')} className="rounded-md">
          <LogoMark />
        </IntentLink>
        {/*
          Below 640 px the logo stands alone: the name would be cut to "Community …". So it does
          from 1024 px, where the nav links join the row, to 1280 px: the links take the room,
          each on one line. Wider, the name takes what they leave, on two lines if it must be
          (never cut: a reader's wider text spacing still shows all of it).
        */}
        <span className="min-w-0 flex-1 text-base leading-tight font-bold break-words text-brand-800 sm:text-lg lg:flex-initial">
          <span className="hidden sm:inline lg:hidden xl:inline">{title}</span>
        </span>
        <nav aria-label={t('label')} className="hidden flex-1 justify-center lg:flex">
          <NavList items={items} />
        </nav>
        {user ? (
          // It may wrap to two lines rather than push the menus off a 320 px screen (400 % zoom, wider text spacing).
          <Link href="/my-weight-tracker" className={`${buttonClasses('primary')} min-w-0 px-3 text-center leading-tight`}>
            {t('weighIn')}
          </Link>
        ) : (
          <Link href="/login" className={`${buttonClasses('primary')} px-3`}>
            {t('login')}
          </Link>
        )}
        <HeaderBellSlot />
        <AccountMenu user={user} />
        <MobileMenu items={items} />
      </div>
    </HeaderFrame>
  );
}
