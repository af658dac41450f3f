import { byLogDate, isPlausibleChange, type DatedWeight } from './contribution';

/**
 * What a weigh-in asks before it is stored (docs/decisions/0056-a-weigh-in-asks-before-it-overwrites.md):
 * - `dayTaken`: the day already holds another weight, which the new one would replace;
 * - `unusual`: the weight is a change no body makes in the days since the person's nearest
 *   weigh-in, by the same rule that keeps such a jump out of the community total until a second
 *   weigh-in confirms it (isPlausibleChange: 4 % plus 0.3 % a day between them).
 * Nothing is asked of a first weigh-in, nor of a day given its own weight again.
 */
export type WeighInQuestion =
  { kind: 'dayTaken'; logDate: string; weight: number; existing: number } | { kind: 'unusual'; weight: number; reference: DatedWeight };

export type WeighInQuestionKind = WeighInQuestion['kind'];

/** The weigh-in a new one is measured against: the latest before its day, else the earliest after it. */
export function nearestWeighIn(history: readonly DatedWeight[], logDate: string): DatedWeight | null {
  const others = history.filter((entry) => entry.logDate !== logDate).sort(byLogDate);
  const before = others.filter((entry) => entry.logDate < logDate);
  return before.at(-1) ?? others[0] ?? null;
}

/** The questions `log` asks of a person whose entries are `history`, in the order they are asked; none of the kinds in `answered`. */
export function weighInQuestions(history: readonly DatedWeight[], log: DatedWeight, answered: ReadonlySet<WeighInQuestionKind> = new Set()): WeighInQuestion[] {
  const questions: WeighInQuestion[] = [];
  const sameDay = history.find((entry) => entry.logDate === log.logDate);
  if (sameDay && sameDay.weight !== log.weight && !answered.has('dayTaken')) {
    questions.push({ kind: 'dayTaken', logDate: log.logDate, weight: log.weight, existing: sameDay.weight });
  }
  const reference = nearestWeighIn(history, log.logDate);
  if (reference && !answered.has('unusual')) {
    const [earlier, later] = reference.logDate < log.logDate ? [reference, log] : [log, reference];
    if (!isPlausibleChange(earlier, later)) questions.push({ kind: 'unusual', weight: log.weight, reference });
  }
  return questions;
}

/** The problem `detail` with which the server refuses a weigh-in that asks `kind` and was not answered. */
export const REFUSAL_DETAIL: Record<WeighInQuestionKind, string> = { dayTaken: 'DayTaken', unusual: 'UnusualWeight' };
