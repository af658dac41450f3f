'use client';

import { useTranslations } from 'next-intl';
import { useUserDetails } from '@/features/api/users';
import { Link, usePathname } from '@/i18n/navigation';

export type NavItem = { href: string; label: string };

const isExternal = (href: string) => !href.startsWith('/');

/** The header's links, in a row (wide screens) or a column (the side sheet). */
export function NavList({ items: given, vertical = false, onNavigate }: { items: NavItem[]; vertical?: boolean; onNavigate?: () => void }) {
  const pathname = usePathname();
  const t = useTranslations('Nav');
  // The coalition dashboard is linked for the coalition's Admin only; the page's
  // API answers everyone else 403 whatever the link shows.
  const coalitionAdmin = useUserDetails().data?.coalitionAdmin === true;
  const items = coalitionAdmin ? [...given, { href: '/coalition', label: t('coalitionDashboard') }] : given;
  const itemClasses = `inline-flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-[current=page]:text-brand-700 aria-[current=page]:underline ${vertical ? 'w-full' : 'whitespace-nowrap'}`;
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {items.map((item) => (
        <li key={`${item.href}-${item.label}`}>
          {isExternal(item.href) ? (
            <a href={item.href} className={itemClasses} rel="noopener noreferrer" onClick={onNavigate}>
              {item.label}
            </a>
          ) : (
            <Link href={item.href} className={itemClasses} aria-current={item.href === pathname ? 'page' : undefined} onClick={onNavigate}>
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
