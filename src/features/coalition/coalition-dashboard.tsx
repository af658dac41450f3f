'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Stat } from '@/components/ui/stat';
import { statusOf } from '@/features/api/problem';
import { useCoalitionOutcomes, useDownloadCoalitionCsv } from '@/features/api/coalition';
import { useFormatDay } from '@/i18n/use-format-day';
import type { CoalitionOutcomes } from '@/lib/schemas/coalition';
import { CohortsSection } from './cohorts-section';
import { CommunityOverTime, type Range } from './community-over-time';
import { useFigureText } from './figure-text';
import { OrganizationsTable } from './organizations-table';
import { ShareBars } from './share-bars';
import { useZoneName } from './zone-name';
import { AccessDenied } from '@/components/ui/access-denied';
import { Link } from '@/i18n/navigation';

/**
 * The coalition dashboard, for the coalition's Admin: the
 * programme's figures overall or for one organisation, a CSV for grant reports. The server
 * decides who may see it and suppresses small groups; this page only shows what it is given.
 */
export function CoalitionDashboard() {
  const t = useTranslations('Coalition');
  const tc = useTranslations('Common');
  const ta = useTranslations('Audit');
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [range, setRange] = useState<Range | null>(null);
  const everyone = useCoalitionOutcomes(null, range);
  const scoped = useCoalitionOutcomes(organizationId, range);
  const download = useDownloadCoalitionCsv();
  const data = organizationId ? scoped.data : everyone.data;
  const failed = everyone.error ?? scoped.error;

  if (statusOf(failed) === 403) {
    return <AccessDenied title={t('accessDenied')} reason={t('onlyAdmin')} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:justify-between">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        {data ? (
          <Link href="/coalition/audit" className="self-start font-medium text-brand-800 underline">
            {ta('openFromDashboard')}
          </Link>
        ) : null}
      </div>
      <div className="flex flex-col gap-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <Select
            id="coalition-organization"
            label={t('scopeLabel')}
            value={organizationId ?? ''}
            onChange={(e) => setOrganizationId(e.target.value || null)}
            className="max-w-full"
          >
            <option value="">{t('everyone')}</option>
            {everyone.data?.organizations.map((o) => (
              <option key={o.accountId} value={o.accountId}>
                {o.name}
              </option>
            ))}
          </Select>
          <Button variant="secondary" onClick={() => download.mutate({ organizationId, range })} disabled={download.isPending || !data}>
            {t('downloadCsv')}
          </Button>
        </div>
        {download.isError ? <Alert tone="error">{t('downloadFailed')}</Alert> : null}
        {failed ? <Alert tone="error">{t('loadFailed')}</Alert> : null}
        {!data && !failed ? <p className="text-slate-700">{tc('loading')}</p> : null}
        {data ? <Figures data={data} onRange={setRange} /> : null}
      </div>
    </div>
  );
}

function Figures({ data, onRange }: { data: CoalitionOutcomes; onRange: (range: Range) => void }) {
  const t = useTranslations('Coalition');
  const format = useFormatter();
  const formatDay = useFormatDay();
  const zoneName = useZoneName();
  const text = useFigureText(data.minGroupSize);
  const { summary } = data;
  // The day and the time are both read in the coalition's zone, which the line names.
  const countedAt = format.dateTime(new Date(data.countedAt), { hour: 'numeric', minute: '2-digit', timeZone: data.timeZone });
  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-slate-700">
        {t('freshness', { asOf: formatDay(data.asOf, { dateStyle: 'long' }), zone: zoneName(data.timeZone), countedAt })}{' '}
        {t('suppressionNote', { count: data.minGroupSize })}
      </p>
      <section aria-labelledby="coalition-headline-heading" className="flex flex-col gap-3">
        <h2 id="coalition-headline-heading" className="text-lg font-semibold">
          {data.scope ? t('headlineOf', { name: data.scope.name }) : t('headline')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <Stat label={t('participants')} value={text.count(summary.participants)} />
          <Stat label={t('newThisWeek')} value={text.count(summary.newThisWeek)} />
          <Stat label={t('activeLast7Days')} value={text.count(summary.activeLast7Days)} />
          <Stat label={t('activeLast28Days')} value={text.count(summary.activeLast28Days)} />
          <Stat label={t('poundsLost', { unit: text.unit })} value={text.weight(summary.poundsLost)} />
          <Stat label={t('communityTotal', { unit: text.unit })} value={text.weight(data.communityTotal)} />
          <Stat label={t('communityParticipants')} value={text.count(data.communityParticipants)} />
        </dl>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <ShareBars
          id="coalition-loss-heading"
          title={t('lossHeading')}
          text={text.percent}
          bars={summary.lostAtLeast.map((l) => ({ label: t('lostAtLeast', { percent: l.percent }), figure: l.share }))}
        />
        <ShareBars
          id="coalition-retention-heading"
          title={t('retentionHeading')}
          text={text.percent}
          bars={summary.retention.map((r) => ({ label: t('retainedAt', { weeks: r.weeks }), figure: r.share }))}
        />
      </div>
      <CommunityOverTime data={data} onRange={onRange} />
      <CohortsSection data={data} />
      {data.scope ? null : <OrganizationsTable data={data} />}
    </div>
  );
}
