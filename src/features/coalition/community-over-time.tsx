'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { ScrollTable } from '@/components/ui/scroll-table';
import { TextField } from '@/components/ui/text-field';
import { useFormatDay } from '@/i18n/use-format-day';
import { COALITION_RANGE_MAX_DAYS, type CoalitionOutcomes } from '@/lib/schemas/coalition';
import { useFigureText } from './figure-text';
import { WeeklyBars } from './weekly-bars';
import { useWeightFormat } from '@/features/units/use-weight-format';

export type Range = { from: string; to: string };

const DAY_MS = 86_400_000;
const isRange = ({ from, to }: Range) =>
  /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to && Date.parse(to) - Date.parse(from) <= COALITION_RANGE_MAX_DAYS * DAY_MS;

/**
 * The community counter over time for the coalition's Admin: a range of days, the total and the
 * participants at the end of each week in it as two bar charts, and both in one table. A week
 * about too few people has no bar and reads "fewer than 11"; with every week so, one line says so
 * in place of the charts. A range is asked for only once it is whole and in order.
 */
export function CommunityOverTime({ data, onRange }: { data: CoalitionOutcomes; onRange: (range: Range) => void }) {
  const t = useTranslations('Coalition');
  const format = useFormatter();
  const formatDay = useFormatDay();
  const units = useWeightFormat();
  const text = useFigureText(data.minGroupSize);
  const [draft, setDraft] = useState<Range | null>(null);
  const shown = draft ?? data.range;
  const invalid = draft !== null && !isRange(draft);
  const change = (next: Range) => {
    setDraft(next);
    if (isRange(next)) onRange(next);
  };
  const weeks = data.communityWeeks;
  const anyShown = weeks.some((w) => w.participants.value !== null);
  const first = weeks[0] ? formatDay(weeks[0].weekStarting) : '';
  const last = weeks.at(-1) ? formatDay(weeks.at(-1)!.weekStarting) : '';
  return (
    <section aria-labelledby="coalition-over-time-heading" className="flex flex-col gap-3">
      <h2 id="coalition-over-time-heading" className="text-lg font-semibold">
        {t('overTimeHeading')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row">
        <TextField
          id="coalition-range-from"
          type="date"
          label={t('rangeFrom')}
          value={shown.from}
          max={shown.to}
          error={invalid ? t('rangeInvalid') : undefined}
          onChange={(e) => change({ ...shown, from: e.target.value })}
        />
        <TextField
          id="coalition-range-to"
          type="date"
          label={t('rangeTo')}
          value={shown.to}
          min={shown.from}
          onChange={(e) => change({ ...shown, to: e.target.value })}
        />
      </div>
      {anyShown ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-1">
            <h3 className="text-base font-semibold">{t('communityTotal', { unit: text.unit })}</h3>
            <WeeklyBars
              values={weeks.map((w) => w.totalPoundsLost.value)}
              label={t('overTimeTotalChart', { from: first, to: last })}
              axis={(value) => units.weight(value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <h3 className="text-base font-semibold">{t('communityParticipants')}</h3>
            <WeeklyBars
              values={weeks.map((w) => w.participants.value)}
              label={t('overTimeParticipantsChart', { from: first, to: last })}
              axis={(value) => format.number(value)}
            />
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('overTimeSuppressed', { count: data.minGroupSize })}</p>
      )}
      <ScrollTable
        labelledBy="coalition-over-time-heading"
        caption={t('overTimeHeading')}
        minWidth="min-w-[24rem]"
        columns={[
          { key: 'week', label: t('weekStarting') },
          { key: 'total', label: t('communityTotal', { unit: text.unit }), numeric: true },
          { key: 'participants', label: t('communityParticipants'), numeric: true },
        ]}
      >
        {[...weeks].reverse().map((w) => (
          <tr key={w.weekStarting} className="border-b border-slate-100">
            <th scope="row" className="p-2 font-normal">
              {formatDay(w.weekStarting)}
            </th>
            <td className="p-2 text-right tabular-nums">{text.weight(w.totalPoundsLost)}</td>
            <td className="p-2 text-right tabular-nums">{text.count(w.participants)}</td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}
