'use client';

import { useTranslations } from 'next-intl';
import type { CoalitionOutcomes } from '@/lib/schemas/coalition';
import { useFigureText } from './figure-text';

/** Every organisation's headline figures side by side; small ones read "fewer than 11". */
export function OrganizationsTable({ data }: { data: CoalitionOutcomes }) {
  const t = useTranslations('Coalition');
  const text = useFigureText(data.minGroupSize);
  return (
    <section aria-labelledby="coalition-organizations-heading" className="flex flex-col gap-3">
      <h2 id="coalition-organizations-heading" className="text-lg font-semibold">
        {t('organizationsHeading')}
      </h2>
      <div className="overflow-x-auto" role="group" aria-labelledby="coalition-organizations-heading" tabIndex={0}>
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{t('organizationsHeading')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="p-2">
                {t('organization')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('participants')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('activeLast28Days')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('poundsLost', { unit: text.unit })}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('lostAtLeast', { percent: 5 })}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('retainedAt', { weeks: 4 })}
              </th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>
    </section>
  );
}
