'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useDecideJoinRequest } from '@/features/api/join-requests';
import { useNotifications } from '@/features/notifications/notifications';
import type { OrgMember } from '@/lib/schemas/accounts';

/** Approve or Decline on a request to join; the server decides who may. */
export function JoinRequestActions({ member }: { member: OrgMember }) {
  const t = useTranslations('OrgManagement');
  const { addNotification } = useNotifications();
  const decide = useDecideJoinRequest();

  async function onDecide(decision: 'Approved' | 'Declined') {
    try {
      await decide.mutateAsync({ accountId: member.accountId, userId: member.userId, decision });
      addNotification({ type: 'success', message: t(decision === 'Approved' ? 'requestApproved' : 'requestDeclined', { email: member.email }) });
    } catch {
      addNotification({ type: 'error', message: t('decideFailed') });
    }
  }

  const who = `${member.firstName} ${member.lastName}`.trim() || member.email;
  return (
    <>
      <Button variant="primary" disabled={decide.isPending} aria-label={t('approveOf', { who })} onClick={() => void onDecide('Approved')}>
        {t('approve')}
      </Button>
      <Button variant="secondary" disabled={decide.isPending} aria-label={t('declineOf', { who })} onClick={() => void onDecide('Declined')}>
        {t('decline')}
      </Button>
    </>
  );
}
