import type { Milestone } from '@/lib/schemas/milestones';

/** What a milestone's words need: the `Milestones` and `Units` messages and the person's formatters (useWeightFormat). */
export type MilestoneWords = {
  t: (key: 'firstWeighIn' | 'streak' | 'weightLost' | 'stones' | 'percentLost' | 'goalReached', values?: Record<string, string | number>) => string;
  tu: (key: 'lb' | 'kg', values: Record<string, string>) => string;
  weight: (pounds: number) => string;
  number: (value: number) => string;
};

/**
 * A milestone in words ("30-day streak", "2.5 kg lost", "Goal of 182.4 lbs reached"). A weight
 * lost is said in the unit it was earned in (its step is that unit's); a goal in
 * the person's unit today. Loaded by the weigh-in only when a milestone is earned.
 */
export function milestoneText(m: Pick<Milestone, 'kind' | 'amount' | 'unit'>, { t, tu, weight, number }: MilestoneWords): string {
  const amount = m.amount ?? 0;
  switch (m.kind) {
    case 'firstWeighIn':
      return t('firstWeighIn');
    case 'streak':
      return t('streak', { days: amount });
    case 'weightLost':
      return t('weightLost', {
        weight:
          m.unit === 'kg'
            ? tu('kg', { weight: number(amount) })
            : m.unit === 'st'
              ? t('stones', { stones: number(amount) })
              : tu('lb', { weight: number(amount) }),
      });
    case 'percentLost':
      return t('percentLost', { percent: number(amount) });
    case 'goalReached':
      return t('goalReached', { weight: weight(amount) });
  }
}

/** The celebration's first sentence for the milestones one weigh-in earned ("Milestone: 7-day streak!"). */
export function celebrationOf(
  earned: readonly Pick<Milestone, 'kind' | 'amount' | 'unit'>[],
  words: MilestoneWords,
  tm: (key: 'celebrate' | 'celebrateMore', values: Record<string, string | number>) => string,
): string | null {
  const last = earned.at(-1);
  if (!last) return null;
  return earned.length > 1
    ? tm('celebrateMore', { milestone: milestoneText(last, words), count: earned.length - 1 })
    : tm('celebrate', { milestone: milestoneText(last, words) });
}
