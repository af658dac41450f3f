'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/features/forms/api-problem';
import { useLeaveOrganization } from '@/features/api/leaving';
import { useNotifications } from '@/features/notifications/notifications';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { UserDetails } from '@/lib/schemas/users';
import { ProfileSection } from './profile-section';
import { WeightSharingToggle } from './weight-sharing-toggle';

type Organization = { accountId: string; accountName: string };

/**
 * Profile → Your organizations: each membership with a "Leave" that asks first, and the
 * member's own choice to show their weights to its admins.
 */
export function MembershipsSection({ user }: { user: UserDetails }) {
  const t = useTranslations('Leaving');
  const { addNotification } = useNotifications();
  const leave = useLeaveOrganization();
  const [leaving, setLeaving] = useState<Organization | null>(null);
  const organizations = user.accounts.filter((a) => a.accountType === 'organization');

  async function confirm() {
    if (!leaving) return;
    const { accountId, accountName } = leaving;
    try {
      await leave.mutateAsync(accountId);
      addNotification({ type: 'success', message: t('left', { name: accountName }) });
    } catch (error) {
      const message = problemMessage(error, {
        cases: [{ detail: 'LastAdminCannotLeave', message: t('lastAdmin', { name: accountName }) }],
        otherwise: t('leaveFailed'),
      });
      addNotification({ type: 'error', message });
    } finally {
      setLeaving(null);
    }
  }

  return (
    <ProfileSection titleId="memberships-title" title={t('organizationsTitle')}>
      {organizations.length === 0 ? (
        <p className="text-sm text-slate-700">{t('organizationsNone')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {organizations.map((o) => (
            <li key={o.accountId} className="flex flex-col gap-2 border-b border-slate-100 pb-3 last:border-b-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="break-words font-medium">{o.accountName}</span>
                <Button variant="secondary" aria-label={t('leaveNamed', { name: o.accountName })} onClick={() => setLeaving(o)}>
                  {t('leave')}
                </Button>
              </div>
              <WeightSharingToggle accountId={o.accountId} accountName={o.accountName} shareWeights={o.shareWeights} />
            </li>
          ))}
        </ul>
      )}
      {leaving ? (
        <ConfirmDialog
          title={t('confirmLeaveTitle')}
          confirmLabel={t('leave')}
          cancelLabel={t('cancel')}
          busy={leave.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setLeaving(null)}
        >
          <p>{t('confirmLeave', { name: leaving.accountName })}</p>
        </ConfirmDialog>
      ) : null}
    </ProfileSection>
  );
}
