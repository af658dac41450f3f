'use client';

import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { useSetStandingsSetting, useStandingsSetting } from '@/features/api/standings';

/** Organization Management: whether the organisation appears on the team standings (off by default). */
export function StandingsSetting({ accountId }: { accountId: string }) {
  const t = useTranslations('Standings');
  const setting = useStandingsSetting(accountId);
  const change = useSetStandingsSetting(accountId);
  const checked = change.isSuccess ? change.data.optIn : (setting.data?.optIn ?? false);
  return (
    <section aria-labelledby="standings-setting-heading" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="standings-setting-heading" className="text-lg font-semibold">
        {t('settingHeading')}
      </h2>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={checked}
          disabled={!setting.data || change.isPending}
          onChange={(e) => change.mutate(e.target.checked)}
        />
        <span>{t('settingLabel')}</span>
      </label>
      <p className="text-sm text-slate-700">{t('settingHelp')}</p>
      {change.isError ? <Alert tone="error">{t('settingFailed')}</Alert> : null}
    </section>
  );
}
