'use client';

import { useTranslations } from 'next-intl';
import type { Milestone } from '@/lib/schemas/milestones';
import { useWeightFormat } from '@/features/units/use-weight-format';

/**
 * A milestone in words ("30-day streak", "2.5 kg lost", "Goal of 182.4 lbs reached"). A weight
 * lost is said in the unit it was earned in (its step is that unit's, decision 0040); a goal in
 * the person's unit today.
 */
export function useMilestoneText() {
  const t = useTranslations('Milestones');
  const tu = useTranslations('Units');
  const { weight, number } = useWeightFormat();
  return (m: Pick<Milestone, 'kind' | 'amount' | 'unit'>): string => {
    const amount = m.amount ?? 0;
    switch (m.kind) {
      case 'firstWeighIn':
        return t('firstWeighIn');
      case 'streak':
        return t('streak', { days: amount });
      case 'weightLost':
        return t('weightLost', { weight: m.unit === 'kg' ? tu('kg', { weight: number(amount) }) : m.unit === 'st' ? t('stones', { stones: number(amount) }) : tu('lb', { weight: number(amount) }) });
      case 'percentLost':
        return t('percentLost', { percent: number(amount) });
      case 'goalReached':
        return t('goalReached', { weight: weight(amount) });
    }
  };
}
