'use client';

import { useTranslations } from 'next-intl';
import { SignOutButton } from '@/features/auth/sign-out-button';
import { Link } from '@/i18n/navigation';
import type { ShellUser } from './account-menu';
import { ColourModeSection } from './colour-mode-section';
import { AccountsMenuSlot } from './menu-slots';
import { LanguageSection } from './language-section';

const itemClasses = 'flex min-h-11 items-center rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100';

/**
 * What the open account menu shows. It is its own chunk, fetched when the menu is first
 * opened (or the pointer or focus reaches its button), not with every page.
 */
export default function AccountMenuPanel({ user, onClose, onChooseAccount }: { user: ShellUser | null; onClose: () => void; onChooseAccount: () => void }) {
  const t = useTranslations('AccountMenu');
  const name = user ? `${user.firstName} ${user.lastName}` : null;
  return (
    <>
      {user ? (
        <>
          <p className="px-3 py-2 font-semibold">{name}</p>
          <AccountsMenuSlot onChoose={onChooseAccount} />
          <nav aria-label={t('label')} className="flex flex-col border-t border-slate-200 pt-2">
            <Link href="/account/org-management" className={itemClasses} onClick={onClose}>
              {t('orgManagement')}
            </Link>
            <Link href="/account/profile" className={itemClasses} onClick={onClose}>
              {t('profile')}
            </Link>
            <SignOutButton />
          </nav>
        </>
      ) : (
        <Link href="/login" className={itemClasses} onClick={onClose}>
          {t('loginRegister')}
        </Link>
      )}
      <LanguageSection onChoose={onClose} />
      <ColourModeSection />
    </>
  );
}
