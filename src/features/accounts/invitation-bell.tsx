'use client';

import Bell from 'lucide-react/icons/bell';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useMyInvitations } from '@/features/api/invitations';
import { useApiSession } from '@/features/api/use-api-session';

// The dialog (and the accept/reject mutation) is fetched only when there is something to show.
const InvitationDialog = lazy(() => import('@/features/invitations/invitation-dialog').then((module) => ({ default: module.InvitationDialog })));

/** Session storage flag: the dialog opens by itself once per browser session (SPEC §4). */
export const INVITATION_SHOWN_STORAGE_KEY = 'invitationDialogShown';

function readShown(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.sessionStorage.getItem(INVITATION_SHOWN_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeShown(shown: boolean): void {
  try {
    if (shown) window.sessionStorage.setItem(INVITATION_SHOWN_STORAGE_KEY, 'true');
    else window.sessionStorage.removeItem(INVITATION_SHOWN_STORAGE_KEY);
  } catch {
    // storage disabled: the dialog may open again on the next page load
  }
}

/**
 * The bell (shown only while invitations are pending) and the invitation dialog it owns: the
 * dialog opens when signed in, loaded, at least one invitation exists and it was not shown this
 * session; closing marks it shown; the bell resets the mark and reopens it.
 */
export function InvitationBell() {
  const t = useTranslations('Invitations');
  const { status } = useApiSession();
  const { data: invitations = [] } = useMyInvitations();
  // What the person chose this page (closed it, or reopened it with the bell); null: nothing yet.
  const [shownChoice, setShownChoice] = useState<boolean | null>(null);
  // Read only once there is something to show: a page's first sessionStorage access is a
  // synchronous call to the browser, which on every page's hydration cost TBT.
  const shown = shownChoice ?? (invitations.length > 0 && readShown());
  const open = status === 'authenticated' && invitations.length > 0 && !shown;

  const close = useCallback(() => {
    writeShown(true);
    setShownChoice(true);
  }, []);

  if (status !== 'authenticated' || invitations.length === 0) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          writeShown(false);
          setShownChoice(false);
        }}
        aria-label={t('bell', { count: invitations.length })}
        className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
      >
        <Bell aria-hidden="true" className="size-6" />
        <span aria-hidden="true" className="absolute right-1 top-1 min-w-5 rounded-full bg-red-700 px-1 text-xs font-bold text-white">
          {invitations.length}
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <InvitationDialog invitations={invitations} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
