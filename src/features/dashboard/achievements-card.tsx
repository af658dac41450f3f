'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMilestones } from '@/features/api/milestones';
import { useWeightFormat } from '@/features/units/use-weight-format';
import { useFormatDay } from '@/i18n/use-format-day';
import { milestoneText } from './milestone-text';

/** The newest this many show at first; the rest behind "Show all". */
const FIRST_SHOWN = 5;

/**
 * The person's achievements: every milestone they have earned, newest first, with
 * the day that earned it. A lazy chunk of the dashboard: it is below the fold.
 */
export function AchievementsCard() {
  const t = useTranslations('Milestones');
  const tc = useTranslations('Common');
  const formatDay = useFormatDay();
  const tu = useTranslations('Units');
  const { weight, number } = useWeightFormat();
  const words = { t, tu, weight, number };
  const milestones = useMilestones();
  const [all, setAll] = useState(false);
  const items = milestones.data ?? [];
  const shown = all ? items : items.slice(0, FIRST_SHOWN);

  return (
    <Card title={t('heading')} titleId="achievements-heading">
      {milestones.isPending ? <p className="text-slate-700">{tc('loading')}</p> : null}
      {milestones.isError ? <Alert tone="error">{t('loadFailed')}</Alert> : null}
      {milestones.data && items.length === 0 ? <p className="text-slate-700">{t('empty')}</p> : null}
      {items.length > 0 ? (
        <ol className="flex flex-col divide-y divide-slate-200" data-testid="achievements">
          {shown.map((m) => (
            <li key={m.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <span className="font-medium" data-private="true">
                {milestoneText(m, words)}
              </span>
              <span className="text-sm text-slate-700">{formatDay(m.earnedOn)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {items.length > FIRST_SHOWN ? (
        <Button variant="secondary" className="mt-3" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('showFewer') : t('showAll', { count: items.length })}
        </Button>
      ) : null}
    </Card>
  );
}
