import { isCalendarDate } from '../dates';

/** Day-month-year (es-ES and most of the world) or month-day-year (en-US) for slashed dates. */
export type DateOrder = 'dmy' | 'mdy';
export type ImportUnit = 'lb' | 'kg';

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const LOCALE_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp][Mm])?)?$/;
const pad = (n: string) => n.padStart(2, '0');

/**
 * A day as YYYY-MM-DD, or null when the cell is not a date. A time of day is dropped: the weigh-in
 * belongs to the day written, in the writer's own time zone. Slashed dates need their order.
 */
export function readDate(cell: string, order: DateOrder | null): string | null {
  const iso = ISO_DAY.exec(cell);
  if (iso) return calendar(iso[1]!, iso[2]!, iso[3]!);
  const local = LOCALE_DAY.exec(cell);
  if (!local || order === null) return null;
  const [first, second, year] = [local[1]!, local[2]!, local[3]!];
  return order === 'dmy' ? calendar(year, second, first) : calendar(year, first, second);
}

function calendar(year: string, month: string, day: string): string | null {
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isCalendarDate(date) ? date : null;
}

/** Whether a cell looks like a slashed/dotted locale date, and which parts could be a month. */
export function localeDateParts(cell: string): { first: number; second: number } | null {
  const local = LOCALE_DAY.exec(cell);
  return local ? { first: Number(local[1]), second: Number(local[2]) } : null;
}

/**
 * The day order a file's slashed dates prove: a first part above 12 can only be a day (dmy), a
 * second part above 12 only a day (mdy). Null when every date reads both ways (the caller asks).
 */
export function provenDateOrder(cells: readonly string[]): DateOrder | null {
  let dmy = false;
  let mdy = false;
  for (const cell of cells) {
    const parts = localeDateParts(cell);
    if (!parts) continue;
    if (parts.first > 12) dmy = true;
    if (parts.second > 12) mdy = true;
  }
  if (dmy && !mdy) return 'dmy';
  if (mdy && !dmy) return 'mdy';
  return null;
}

const UNIT_WORDS: Record<string, ImportUnit> = {
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  libras: 'lb',
  libra: 'lb',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  kilogramos: 'kg',
};

/** A unit named anywhere in a piece of text (a header such as "Weight (kg)" or "#Units:lbs"). */
export function unitNamedIn(text: string): ImportUnit | null {
  for (const word of text.toLowerCase().split(/[^a-z]+/)) {
    const unit = UNIT_WORDS[word];
    if (unit) return unit;
  }
  return null;
}

/**
 * A weight cell: digits with one decimal mark (a comma counts when the separator is not one),
 * optionally followed by its unit ("80,5 kg"). Anything else, a formula (`=HYPERLINK(…)`) included,
 * is unreadable: null.
 */
export function readWeight(cell: string): { value: number; unit: ImportUnit | null } | null {
  const match = /^(\d{1,7}(?:[.,]\d{1,6})?)\s*([A-Za-z]+)?$/.exec(cell);
  if (!match) return null;
  const suffix = match[2];
  const unit = suffix === undefined ? null : UNIT_WORDS[suffix.toLowerCase()];
  if (unit === undefined) return null;
  return { value: Number(match[1]!.replace(',', '.')), unit };
}
