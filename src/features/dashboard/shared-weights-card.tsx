'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useSharedWeights } from '@/features/api/weight-sharing';
import { useWeightFormat } from '@/features/units/use-weight-format';
import { useFormatDay } from '@/i18n/use-format-day';
import type { SharedMemberWeights } from '@/lib/schemas/weight-sharing';
import { ScrollTable } from '@/components/ui/scroll-table';

/**
 * The weights of the members who agreed to show them to the organisation's admins,
 * beside the organisation's aggregate progress: starting and latest weight with
 * their days, the change and the % lost, in the viewing admin's unit. Nobody else is listed.
 */
export function SharedWeightsCard({ accountId }: { accountId: string }) {
  const t = useTranslations('WeightSharing');
  const tc = useTranslations('Common');
  const shared = useSharedWeights(accountId);
  return (
    <Card title={t('heading')} titleId="shared-weights-heading">
      <p className="mb-3 text-sm text-slate-700">{t('intro')}</p>
      {shared.isPending ? <p className="text-slate-600">{tc('loading')}</p> : null}
      {shared.isError ? <Alert tone="error">{t('loadFailed')}</Alert> : null}
      {shared.data && shared.data.members.length === 0 ? <p>{t('none')}</p> : null}
      {shared.data && shared.data.members.length > 0 ? <SharedTable members={shared.data.members} /> : null}
    </Card>
  );
}

function SharedTable({ members }: { members: SharedMemberWeights[] }) {
  const t = useTranslations('WeightSharing');
  const format = useFormatter();
  const formatDay = useFormatDay();
  const units = useWeightFormat();
  const on = (weight: number | null, date: string | null) =>
    weight === null ? t('noWeighIns') : date === null ? units.weight(weight) : t('weightOn', { weight: units.weight(weight), date: formatDay(date) });
  const change = (lost: number | null) =>
    lost === null
      ? t('unknown')
      : lost > 0
        ? t('lost', { weight: units.weight(lost) })
        : lost < 0
          ? t('gained', { weight: units.weight(lost) })
          : t('noChange');
  const percent = (value: number | null) => (value === null ? t('unknown') : t('percentValue', { value: format.number(value, { maximumFractionDigits: 1 }) }));
  return (
    <ScrollTable
      labelledBy="shared-weights-heading"
      caption={t('heading')}
      minWidth="min-w-[40rem]"
      columns={[
        { key: 'member', label: t('member') },
        { key: 'starting', label: t('starting') },
        { key: 'latest', label: t('latest') },
        { key: 'change', label: t('change'), numeric: true },
        { key: 'percentLost', label: t('percentLost'), numeric: true },
      ]}
    >
      {members.map((m) => (
        <tr key={m.userId} className="border-b border-slate-100">
          <th scope="row" className="p-2 font-normal">
            <span className="block font-medium">{`${m.firstName} ${m.lastName}`.trim() || m.email}</span>
            <span className="block break-all text-slate-700">{m.email}</span>
          </th>
          <td className="p-2 tabular-nums">{on(m.startingWeight, m.startingDate)}</td>
          <td className="p-2 tabular-nums">{on(m.latestWeight, m.latestDate)}</td>
          <td className="p-2 text-right tabular-nums">{change(m.lost)}</td>
          <td className="p-2 text-right tabular-nums">{percent(m.percentLost)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
