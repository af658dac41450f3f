'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useNotifications } from '@/features/notifications/notifications';
import { problemOf } from '@/features/api/problem';
import type { Invitation } from '@/lib/schemas/accounts';
import { useRespondToInvitations } from '@/features/api/invitation-responses';

/** SPEC §2 Invitation dialog: pick invitations, then accept or reject the selected ones. */
export function InvitationDialog({ invitations, onClose }: { invitations: Invitation[]; onClose: () => void }) {
  const t = useTranslations('Invitations');
  const format = useFormatter();
  const { addNotification } = useNotifications();
  const respond = useRespondToInvitations();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = invitations.filter((i) => selected.has(i.id));
  const allSelected = invitations.length > 0 && chosen.length === invitations.length;

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
      const detail = problemOf(error)?.detail;
      addNotification({ type: 'error', message: detail ? t('errorDetail', { message, detail }) : message });
    }
  }

  return (
    <Dialog title={invitations.length > 1 ? t('titleMany') : t('titleOne')} onClose={onClose} closeLabel={t('close')}>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {invitations.length > 1 ? (
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            checked={allSelected}
            onChange={() => setSelected(allSelected ? new Set() : new Set(invitations.map((i) => i.id)))}
            className="size-5"
          />
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
                  <span className="text-xs text-slate-600">
                    {t('invitedOn', { date: format.dateTime(new Date(invitation.invitationDate), { dateStyle: 'medium' }) })}
                  </span>
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
    </Dialog>
  );
}
