'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useStandings } from '@/features/api/standings';
import { ScrollTable } from '@/components/ui/scroll-table';

/**
 * The team standings: organisations that chose to be listed and have enough
 * active members, by the average % of starting weight lost. Figures are the server's, rounded.
 */
export function StandingsCard() {
  const t = useTranslations('Standings');
  const tc = useTranslations('Common');
  const format = useFormatter();
  const standings = useStandings();
  const data = standings.data;
  return (
    <Card title={t('heading')} titleId="standings-heading">
      {standings.isPending ? <p className="text-slate-600">{tc('loading')}</p> : null}
      {standings.isError ? <Alert tone="error">{t('loadFailed')}</Alert> : null}
      {data && data.organizations.length === 0 ? <p className="text-slate-700">{t('empty', { count: data.minActiveMembers })}</p> : null}
      {data && data.organizations.length > 0 ? (
        <ScrollTable
          labelledBy="standings-heading"
          caption={t('heading')}
          columns={[
            { key: 'rank', label: t('rank') },
            { key: 'organization', label: t('organization') },
            { key: 'averageLost', label: t('averageLost'), numeric: true },
          ]}
        >
          {data.organizations.map((o) => (
            <tr key={o.accountId} className="border-b border-slate-100">
              <td className="p-2 tabular-nums">{format.number(o.rank)}</td>
              <th scope="row" className="p-2 font-normal">
                {o.name}
              </th>
              <td className="p-2 text-right tabular-nums">{t('percentValue', { value: format.number(o.averagePercentLost, { maximumFractionDigits: 1 }) })}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
      {data ? <p className="mt-3 text-sm text-slate-700">{t('rule', { count: data.minActiveMembers })}</p> : null}
    </Card>
  );
}
