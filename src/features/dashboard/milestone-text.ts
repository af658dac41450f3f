import { lossInPounds } from '@/lib/progress/milestones';
import type { Milestone } from '@/lib/schemas/milestones';

/** What a milestone's words need: the `Milestones` and `Units` messages and the person's formatters (useWeightFormat). */
export type MilestoneWords = {
  t: (key: 'firstWeighIn' | 'streak' | 'weightLost' | 'percentLost' | 'goalReached', values?: Record<string, string | number>) => string;
  tu: (key: 'lb' | 'kg', values: Record<string, string>) => string;
  weight: (pounds: number) => string;
  number: (value: number) => string;
};

/**
 * A milestone in words ("30-day streak", "2.5 kg lost", "Goal of 182.4 lbs reached"), every weight
 * in the person's unit today: 15 lb earned before a change to kilograms reads "6.8 kg lost".
 * Loaded by the weigh-in only when a milestone is earned.
 */
export function milestoneText(m: Pick<Milestone, 'kind' | 'amount' | 'unit'>, { t, weight, number }: MilestoneWords): string {
  const amount = m.amount ?? 0;
  switch (m.kind) {
    case 'firstWeighIn':
      return t('firstWeighIn');
    case 'streak':
      return t('streak', { days: amount });
    case 'weightLost':
      // Earned in steps of the unit of its day, said in the person's unit today.
      return t('weightLost', { weight: weight(lossInPounds(amount, m.unit ?? 'lb')) });
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
