'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useNotifications } from '@/features/notifications/notifications';
import { ApiError } from '@/features/api/client';
import type { Invitation } from '@/lib/schemas/accounts';
import { useRespondToInvitations } from '@/features/api/invitation-responses';

/** SPEC §2 Invitation dialog: pick invitations, then accept or reject the selected ones. */
export function InvitationDialog({ invitations, onClose }: { invitations: Invitation[]; onClose: () => void }) {
  const t = useTranslations('Invitations');
  const format = useFormatter();
  const titleId = useId();
  const { addNotification } = useNotifications();
  const respond = useRespondToInvitations();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const dialogRef = useRef<HTMLDivElement>(null);
  const chosen = invitations.filter((i) => selected.has(i.id));
  const allSelected = invitations.length > 0 && chosen.length === invitations.length;

  useEffect(() => {
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function run(action: 'accept' | 'reject') {
    const key = action === 'accept' ? 'accepted_invitations' : 'rejected_invitations';
    try {
      await respond.mutateAsync({ action, invitations: chosen });
      addNotification({ type: 'success', message: t(`success_messages_${key}`, { count: chosen.length }) });
      setSelected(new Set());
    } catch (error) {
      const message = t(`error_messages_${key}`);
      const detail = error instanceof ApiError ? error.problem.detail : undefined;
      addNotification({ type: 'error', message: detail ? t('errorDetail', { message, detail }) : message });
    }
  }

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/40 p-3">
      <div ref={dialogRef} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby={titleId} className="flex w-full max-w-md flex-col gap-4 rounded-lg bg-white p-5 shadow-xl">
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} className="text-lg font-bold">
            {invitations.length > 1 ? t('titleMany') : t('titleOne')}
          </h2>
          <button type="button" onClick={onClose} aria-label={t('close')} className="min-h-11 min-w-11 rounded text-xl leading-none hover:bg-slate-100">
            ×
          </button>
        </div>
        <p className="text-sm text-slate-700">{t('intro')}</p>
        {invitations.length > 1 ? (
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
            <input type="checkbox" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(invitations.map((i) => i.id)))} className="size-5" />
            {t('selectAll')}
          </label>
        ) : null}
        <ul className="flex max-h-[40vh] flex-col gap-2 overflow-y-auto">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <label className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 p-2">
                <input type="checkbox" checked={selected.has(invitation.id)} onChange={() => toggle(invitation.id)} className="size-5" />
                <span className="flex flex-col">
                  <span className="font-medium">{invitation.accountName}</span>
                  {invitation.invitationDate ? (
                    <span className="text-xs text-slate-600">{t('invitedOn', { date: format.dateTime(new Date(invitation.invitationDate), { dateStyle: 'medium' }) })}</span>
                  ) : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={chosen.length === 0 || respond.isPending} onClick={() => void run('reject')}>
            {t('rejectSelected')}
          </Button>
          <Button disabled={chosen.length === 0 || respond.isPending} onClick={() => void run('accept')}>
            {t('acceptSelected')}
          </Button>
        </div>
      </div>
    </div>
  );
}
