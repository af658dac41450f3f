import 'server-only';
import type { DatedWeight } from '@/lib/progress/contribution';
import { lossInPounds, milestonesEarned, type EarnedMilestone } from '@/lib/progress/milestones';
import { toDailySeries } from '@/lib/progress/series';
import type { DisplayUnit } from '@/lib/units/weight-units';

/**
 * The milestones a person's personal history (`logs`) has earned, to be recorded with the
 * change that earned them (src/server/weights/participant-progress.ts): the
 * unique key per person and milestone keeps those recorded before from being recorded again.
 * `recorded` are the weight-lost milestones already recorded: after a change of unit, losses
 * the person has already celebrated in another unit are not celebrated again in the new one.
 */
export function milestonesToRecord({
  logs,
  unit,
  goalWeight,
  recorded,
}: {
  logs: readonly DatedWeight[];
  unit: DisplayUnit;
  goalWeight: number | null;
  recorded: readonly { amount: number; unit: DisplayUnit }[];
}): EarnedMilestone[] {
  const celebratedLossPounds = Math.max(0, ...recorded.filter((m) => m.unit !== unit).map((m) => lossInPounds(m.amount, m.unit)));
  return milestonesEarned({ days: toDailySeries(logs), goalWeight, unit, celebratedLossPounds });
}
