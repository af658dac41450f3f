'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { SignOutButton } from '@/features/auth/sign-out-button';
import { Link } from '@/i18n/navigation';
import { ColourModeSection } from './colour-mode-section';
import { AccountsMenuSlot } from './header-slots';
import { UserIcon } from './icons';
import { LanguageSection } from './language-section';

export type ShellUser = { firstName: string; lastName: string };

const itemClasses = 'flex min-h-11 items-center rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100';

/** The account menu: who is signed in, where to manage things, the language and the colour mode. */
export function AccountMenu({ user }: { user: ShellUser | null }) {
  const t = useTranslations('AccountMenu');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const name = user ? `${user.firstName} ${user.lastName}` : null;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={name ? t('openFor', { name }) : t('open')}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-slate-800 hover:bg-slate-100"
      >
        <UserIcon />
        {name ? <span className="hidden max-w-40 truncate text-sm font-semibold xl:inline">{name}</span> : null}
      </button>
      {open ? (
        <div id={panelId} className="absolute right-0 mt-2 flex max-h-[calc(100vh-5rem)] w-72 max-w-[calc(100vw-1.5rem)] flex-col gap-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
          {user ? (
            <>
              <p className="px-3 py-2 font-semibold">{name}</p>
              <AccountsMenuSlot />
              <nav aria-label={t('label')} className="flex flex-col border-t border-slate-200 pt-2">
                <Link href="/account/org-management" className={itemClasses} onClick={() => close(false)}>
                  {t('orgManagement')}
                </Link>
                <Link href="/account/profile" className={itemClasses} onClick={() => close(false)}>
                  {t('profile')}
                </Link>
                <SignOutButton />
              </nav>
            </>
          ) : (
            <Link href="/login" className={itemClasses} onClick={() => close(false)}>
              {t('loginRegister')}
            </Link>
          )}
          <LanguageSection onChoose={() => close(false)} />
          <ColourModeSection />
        </div>
      ) : null}
    </div>
  );
}
