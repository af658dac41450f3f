'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useCancelEmailChange } from '@/features/api/profile';
import { useNotifications } from '@/features/notifications/notifications';
import type { UserDetails } from '@/lib/schemas/users';

/** An email change waiting for its link (finding 2): where to look, and a way to withdraw it. */
export function PendingEmailNotice({ user }: { user: UserDetails }) {
  const t = useTranslations('Profile');
  const { addNotification } = useNotifications();
  const cancel = useCancelEmailChange(user);
  const onCancel = async () => {
    try {
      await cancel.mutateAsync();
      addNotification({ type: 'success', message: t('emailChangeCancelled') });
    } catch {
      addNotification({ type: 'error', message: t('cancelFailed') });
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-md border-l-4 border-brand-700 bg-white px-3 py-2 text-sm text-slate-900 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="[overflow-wrap:anywhere]">
        {t('pendingEmail', { email: user.pendingEmail ?? '', current: user.email })}
      </p>
      <Button variant="secondary" onClick={() => void onCancel()} disabled={cancel.isPending} className="shrink-0 self-start sm:self-center">
        {t('cancelEmailChange')}
      </Button>
    </div>
  );
}
