'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useWithdrawJoinRequest } from '@/features/api/join-requests';
import { useNotifications } from '@/features/notifications/notifications';
import type { JoinRequest } from '@/lib/schemas/accounts';
import type { UserDetails } from '@/lib/schemas/users';

/** Under the profile's organisation: the request waiting (with Withdraw) or the one declined. */
export function JoinRequestStatus({ id, user, request }: { id: string; user: UserDetails; request: JoinRequest }) {
  const t = useTranslations('Profile');
  const { addNotification } = useNotifications();
  const withdraw = useWithdrawJoinRequest(user.id);
  if (request.status === 'Approved') return null;
  if (request.status === 'Declined') {
    return (
      <p id={id} className="text-xs text-slate-700">
        {t('joinRequestDeclined', { organization: request.accountName })}
      </p>
    );
  }

  async function onWithdraw() {
    try {
      await withdraw.mutateAsync(request.accountId);
      addNotification({ type: 'success', message: t('joinRequestWithdrawn', { organization: request.accountName }) });
    } catch {
      addNotification({ type: 'error', message: t('joinRequestWithdrawFailed') });
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <p id={id} role="status" className="text-xs text-slate-700">
        {t('joinRequestWaiting', { organization: request.accountName })}
      </p>
      {user.directoryManaged ? null : (
        <Button variant="secondary" disabled={withdraw.isPending} onClick={() => void onWithdraw()}>
          {t('withdrawJoinRequest')}
        </Button>
      )}
    </div>
  );
}
