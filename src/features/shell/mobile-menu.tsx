'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { Sheet } from '@/components/ui/sheet';
import { MenuIcon } from './icons';
import { NavList, type NavItem } from './nav-list';

/** Below the lg breakpoint the nav links live in a side sheet. */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const t = useTranslations('Nav');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="site-side-sheet"
        aria-label={t('openMenu')}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
      >
        <MenuIcon />
      </button>
      <Sheet id="site-side-sheet" open={open} onClose={close} label={t('menu')} closeLabel={t('closeMenu')}>
        <nav aria-label={t('label')}>
          <NavList items={items} vertical onNavigate={close} />
        </nav>
      </Sheet>
    </div>
  );
}
