'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Stat } from '@/components/ui/stat';
import { useOrganizationProgress } from '@/features/api/organization-progress';
import { useFigureText } from '@/features/coalition/figure-text';
import { useZoneName } from '@/features/coalition/zone-name';
import { useFormatDay } from '@/i18n/use-format-day';
import type { OrganizationProgress } from '@/lib/schemas/organization-progress';
import { OrganizationTrend } from './organization-trend';
import { useWeightFormat } from '@/features/units/use-weight-format';
import { ProgressBar } from '@/components/ui/progress-bar';

/**
 * An organisation's progress for its admins: in place of a person's numbers
 * on an organisation's dashboard. Aggregate figures only; the server computes them and suppresses
 * those about fewer than `minGroupSize` people, which read "fewer than 11" as on the coalition's
 * dashboard.
 */
export function OrganizationProgressCard({ accountId, accountName }: { accountId: string; accountName: string }) {
  const t = useTranslations('OrganizationProgress');
  const tc = useTranslations('Common');
  const progress = useOrganizationProgress(accountId);
  return (
    <Card title={t('heading', { name: accountName })} titleId="organization-progress-heading">
      {progress.isPending ? <p className="text-slate-600">{tc('loading')}</p> : null}
      {progress.isError ? <Alert tone="error">{t('loadFailed')}</Alert> : null}
      {progress.data ? <Figures data={progress.data} /> : null}
    </Card>
  );
}

function Figures({ data }: { data: OrganizationProgress }) {
  const t = useTranslations('OrganizationProgress');
  const format = useFormatter();
  const formatDay = useFormatDay();
  const zoneName = useZoneName();
  const text = useFigureText(data.minGroupSize);
  const anyHidden = [
    data.participants,
    data.activeThisWeek,
    data.poundsLost,
    data.averagePercentLost,
    ...data.lostAtLeast.map((s) => s.share),
    ...data.weekly.map((w) => w.poundsLost),
  ].some((figure) => figure.suppressed);
  const participants = data.participants.value;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('members')} value={format.number(data.members)} />
        <Stat label={t('activeThisWeek')} value={text.count(data.activeThisWeek)} />
        <Stat label={t('poundsLost', { unit: text.unit })} value={text.weight(data.poundsLost)} />
        <Stat label={t('averagePercentLost')} value={text.percent(data.averagePercentLost)} />
      </dl>
      <div>
        <h3 className="text-base font-semibold">{participants === null ? t('sharesHeadingHidden') : t('sharesHeading', { count: participants })}</h3>
        <dl className="mt-2 grid grid-cols-3 gap-3">
          {data.lostAtLeast.map((s) => (
            <Stat key={s.percent} label={t('lostAtLeast', { percent: s.percent })} value={text.percent(s.share)} />
          ))}
        </dl>
      </div>
      <Target data={data} />
      <OrganizationTrend weekly={data.weekly} minGroupSize={data.minGroupSize} />
      <p className="text-sm text-slate-700">
        {t('publishedNote', { asOf: formatDay(data.asOf, { dateStyle: 'long' }), zone: zoneName(data.timeZone), count: data.minGroupSize })}
      </p>
      {anyHidden ? <p className="text-sm text-slate-700">{t('suppressedNote', { count: data.minGroupSize })}</p> : null}
    </div>
  );
}

function Target({ data }: { data: OrganizationProgress }) {
  const t = useTranslations('OrganizationProgress');
  const format = useFormatter();
  const units = useWeightFormat();
  if (data.targetWeightLoss === null || data.percentOfTarget === null) return <p className="text-sm text-slate-700">{t('noTarget')}</p>;
  const lost = data.poundsLost.value;
  const percent = data.percentOfTarget.value;
  if (lost === null || percent === null) {
    return (
      <p className="text-sm" data-testid="organization-target">
        {t('targetHidden', { target: units.weight(data.targetWeightLoss), count: data.minGroupSize })}
      </p>
    );
  }
  const reached = Math.min(100, percent);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm" data-testid="organization-target">
        {t('target', {
          lost: units.unit === 'st' ? units.weight(lost) : units.number(units.inUnit(lost)),
          target: units.weight(data.targetWeightLoss),
          percent: format.number(percent, { maximumFractionDigits: 1 }),
        })}
      </p>
      <ProgressBar percent={reached} label={t('targetLabel')} />
    </div>
  );
}
