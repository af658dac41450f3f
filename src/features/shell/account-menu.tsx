'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import User from 'lucide-react/icons/user';

export type ShellUser = { firstName: string; lastName: string };

// The panel's contents (sign-out, accounts, language, colour mode) load on first use.
const loadPanel = () => import('./account-menu-panel');
const AccountMenuPanel = lazy(loadPanel);
const preloadPanel = () => void loadPanel();

/** The account menu: who is signed in, where to manage things, the language and the colour mode. */
export function AccountMenu({ user }: { user: ShellUser | null }) {
  const t = useTranslations('AccountMenu');
  const common = useTranslations('Common');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const name = user ? `${user.firstName} ${user.lastName}` : null;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);
  const closeMenu = useCallback(() => close(false), [close]);
  // Choosing an account keeps the person on the page: focus goes back to the menu's button.
  const closeAfterChoice = useCallback(() => close(true), [close]);

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
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-slate-800 hover:bg-slate-100"
      >
        <User aria-hidden="true" className="size-6" />
        {name ? <span className="hidden max-w-40 truncate text-sm font-semibold xl:inline">{name}</span> : null}
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 mt-2 flex max-h-[calc(100vh-5rem)] w-72 max-w-[calc(100vw-1.5rem)] flex-col gap-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        >
          <Suspense fallback={<p className="px-3 py-2 text-sm text-slate-600">{common('loading')}</p>}>
            <AccountMenuPanel user={user} onClose={closeMenu} onChooseAccount={closeAfterChoice} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
