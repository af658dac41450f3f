'use client';

import { useTranslations } from 'next-intl';
import { Sheet } from '@/components/ui/sheet';
import { NavList, type NavItem } from './nav-list';

/** The open side sheet; its own chunk, fetched on the first open. */
export default function MobileMenuSheet({ items, onClose }: { items: NavItem[]; onClose: () => void }) {
  const t = useTranslations('Nav');
  return (
    <Sheet id="site-side-sheet" open onClose={onClose} label={t('menu')} closeLabel={t('closeMenu')}>
      <nav aria-label={t('label')}>
        <NavList items={items} vertical onNavigate={onClose} />
      </nav>
    </Sheet>
  );
}
