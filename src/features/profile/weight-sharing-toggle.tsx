'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useSetShareWeights } from '@/features/api/weight-sharing';
import { useNotifications } from '@/features/notifications/notifications';

type Props = { accountId: string; accountName: string; shareWeights: boolean };

/**
 * Profile → Your organizations: the member's own choice to let the organisation's admins see their
 * weights. Off unless turned on; the server lets only the member change it.
 */
export function WeightSharingToggle({ accountId, accountName, shareWeights }: Props) {
  const t = useTranslations('WeightSharing');
  const { addNotification } = useNotifications();
  const change = useSetShareWeights();
  const helpId = useId();
  // The box shows the choice from the click on (a controlled box would otherwise flip back until
  // the mutation's state arrives), then the refreshed accounts; a refusal puts it back.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const checked = choosing ?? shareWeights;

  function choose(next: boolean) {
    setChoosing(next);
    change.mutate(
      { accountId, shareWeights: next },
      {
        onSuccess: (answer) => addNotification({ type: 'success', message: t(answer.shareWeights ? 'turnedOn' : 'turnedOff', { name: accountName }) }),
        onError: () => addNotification({ type: 'error', message: t('saveFailed') }),
        onSettled: () => setChoosing(null),
      },
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0"
          checked={checked}
          disabled={change.isPending}
          aria-describedby={helpId}
          onChange={(e) => choose(e.target.checked)}
        />
        <span>{t('profileLabel', { name: accountName })}</span>
      </label>
      <p id={helpId} className="text-sm text-slate-700">
        {t('profileHelp', { name: accountName })}
      </p>
    </div>
  );
}
