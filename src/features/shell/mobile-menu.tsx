'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useState } from 'react';
import Menu from 'lucide-react/icons/menu';
import type { NavItem } from './nav-list';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadSheet);
const preloadSheet = () => void loadSheet();

/** Below the lg breakpoint the nav links live in a side sheet, loaded on first use. */
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
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuSheet items={items} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
