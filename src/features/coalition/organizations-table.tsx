'use client';

import { useTranslations } from 'next-intl';
import type { CoalitionOutcomes } from '@/lib/schemas/coalition';
import { useFigureText } from './figure-text';
import { ScrollTable } from '@/components/ui/scroll-table';

/** Every organisation's headline figures side by side; small ones read "fewer than 11". */
export function OrganizationsTable({ data }: { data: CoalitionOutcomes }) {
  const t = useTranslations('Coalition');
  const text = useFigureText(data.minGroupSize);
  return (
    <section aria-labelledby="coalition-organizations-heading" className="flex flex-col gap-3">
      <h2 id="coalition-organizations-heading" className="text-lg font-semibold">
        {t('organizationsHeading')}
      </h2>
      <ScrollTable
        labelledBy="coalition-organizations-heading"
        caption={t('organizationsHeading')}
        minWidth="min-w-[36rem]"
        columns={[
          { key: 'organization', label: t('organization') },
          { key: 'participants', label: t('participants'), numeric: true },
          { key: 'activeLast28Days', label: t('activeLast28Days'), numeric: true },
          { key: 'poundsLost', label: t('poundsLost', { unit: text.unit }), numeric: true },
          { key: 'lostAtLeast5', label: t('lostAtLeast', { percent: 5 }), numeric: true },
          { key: 'retainedAt4', label: t('retainedAt', { weeks: 4 }), numeric: true },
        ]}
      >
        {data.organizations.map((o) => (
          <tr key={o.accountId} className="border-b border-slate-100">
            <th scope="row" className="p-2 font-normal">
              {o.name}
            </th>
            <td className="p-2 text-right tabular-nums">{text.count(o.summary.participants)}</td>
            <td className="p-2 text-right tabular-nums">{text.count(o.summary.activeLast28Days)}</td>
            <td className="p-2 text-right tabular-nums">{text.weight(o.summary.poundsLost)}</td>
            <td className="p-2 text-right tabular-nums">{text.percent(o.summary.lostAtLeast.find((l) => l.percent === 5)!.share)}</td>
            <td className="p-2 text-right tabular-nums">{text.percent(o.summary.retention.find((r) => r.weeks === 4)!.share)}</td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}
