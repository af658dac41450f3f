'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useCommunityProgress } from '@/features/api/community';
import { useWeightFormat } from '@/features/units/use-weight-format';
import { wholeInUnit } from '@/lib/units/weight-units';
import { ProgressBar } from '@/components/ui/progress-bar';

/** The community total toward 1,000,000 lbs (the server keeps it; nothing is summed here). */
export function CommunityCard() {
  const t = useTranslations('Community');
  const tc = useTranslations('Common');
  const format = useFormatter();
  const progress = useCommunityProgress();
  const units = useWeightFormat();
  // Whole units. "13 of 1,000,000 lbs": the unit once, after the goal; stones say it on both sides.
  const lost = (pounds: number) => (units.unit === 'st' ? units.whole(pounds) : units.number(wholeInUnit(pounds, units.unit), 0));
  const data = progress.data;
  return (
    <Card title={t('heading')} titleId="community-heading">
      {progress.isPending ? <p className="text-slate-600">{tc('loading')}</p> : null}
      {progress.isError ? <Alert tone="error">{t('loadFailed')}</Alert> : null}
      {data ? (
        <div className="flex flex-col gap-2">
          <p className="text-2xl font-bold tabular-nums" data-testid="community-total">
            {t('total', { lost: lost(data.totalPoundsLost), goal: units.whole(data.goalPounds) })}
          </p>
          <ProgressBar percent={data.percent} label={t('percentLabel')} shown={Math.max(data.percent, data.totalPoundsLost > 0 ? 0.5 : 0)} />
          <p>{t('percent', { percent: format.number(data.percent, { maximumFractionDigits: data.percent < 0.01 ? 4 : 2 }) })}</p>
          <p>{t('participants', { count: data.participants })}</p>
          {/* How a typo is kept out of the total, in one line. */}
          <p className="text-sm text-slate-700">{t('rule')}</p>
        </div>
      ) : null}
    </Card>
  );
}
