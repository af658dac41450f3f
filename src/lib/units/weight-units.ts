/**
 * Display units. Weights are stored in pounds to a tenth (SPEC §9); a
 * person sees and types them in pounds, kilograms, or stones and pounds. Each unit's form takes a
 * tenth (lb, kg) or whole stones plus pounds to a tenth (st), and that precision makes every round
 * trip exact: a tenth of a pound is 0.045 kg, so storing to the nearest tenth of a pound moves a
 * typed kilogram value by at most 0.023 kg, less than half of the 0.1 kg the form shows.
 */

export const DISPLAY_UNITS = ['lb', 'kg', 'st'] as const;
export type DisplayUnit = (typeof DISPLAY_UNITS)[number];

/** The international avoirdupois pound, exactly. */
export const KG_PER_LB = 0.45359237;
export const LB_PER_STONE = 14;

const toTenth = (value: number) => Math.round(value * 10) / 10;

/** A weight as the person's form holds it: one number, or stones and pounds. */
export type WeightEntry = { unit: 'lb' | 'kg'; value: number } | { unit: 'st'; stones: number; pounds: number };

/** What is stored for a typed weight: pounds to a tenth. */
export function toStoredPounds(entry: WeightEntry): number {
  if (entry.unit === 'st') return toTenth(entry.stones * LB_PER_STONE + entry.pounds);
  return toTenth(entry.unit === 'kg' ? entry.value / KG_PER_LB : entry.value);
}

/** A stored weight in the person's unit, at the form's precision (the inverse of toStoredPounds). */
export function fromStoredPounds(pounds: number, unit: DisplayUnit): WeightEntry {
  if (unit === 'lb') return { unit, value: toTenth(pounds) };
  if (unit === 'kg') return { unit, value: toTenth(pounds * KG_PER_LB) };
  const tenths = Math.round(pounds * 10);
  const stoneTenths = LB_PER_STONE * 10;
  // Whole stones, then the pounds left over (a negative change is shown as minus stones and pounds).
  const sign = tenths < 0 ? -1 : 1;
  const abs = Math.abs(tenths);
  return { unit, stones: sign * Math.floor(abs / stoneTenths), pounds: sign * ((abs % stoneTenths) / 10) };
}

/**
 * A bound in pounds (SPEC §9: above 0, below 1,000 lb) in the person's unit, for the message that
 * names it: rounded down for an upper bound, so the number shown is itself accepted.
 */
export function boundInUnit(pounds: number, unit: DisplayUnit): number {
  if (unit === 'kg') return Math.floor(pounds * KG_PER_LB * 10) / 10;
  if (unit === 'st') return Math.floor((pounds / LB_PER_STONE) * 10) / 10;
  return pounds;
}

/**
 * A weekly rate (stored pounds a week, its sign dropped) in the smallest natural step of the
 * unit, to a tenth: kilograms, or pounds for pounds and for stones ("2.1 lb", not "0 st 2.1 lb").
 */
export function weeklyRateInUnit(pounds: number, unit: DisplayUnit): { unit: 'lb' | 'kg'; value: number } {
  const abs = Math.abs(pounds);
  return unit === 'kg' ? { unit, value: toTenth(abs * KG_PER_LB) } : { unit: 'lb', value: toTenth(abs) };
}

/**
 * A community total (stored pounds) in whole units of the person's unit: pounds, kilograms or
 * stones. The goal of 1,000,000 lb reads 453,592 kg or 71,429 st, not 453,592.4 kg or 71,428 st 8 lb.
 */
export function wholeInUnit(pounds: number, unit: DisplayUnit): number {
  const abs = Math.abs(pounds);
  return Math.round(unit === 'kg' ? abs * KG_PER_LB : unit === 'st' ? abs / LB_PER_STONE : abs);
}

/** A stored weight as text in the person's unit and language ("182.4 lb", "82,7 kg", "13 st 0,4 lb"). */
export function formatWeight(pounds: number, unit: DisplayUnit, locale: string): string {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  const shown = fromStoredPounds(pounds, unit);
  if (shown.unit === 'st') return `${number(shown.stones)} st ${number(Math.abs(shown.pounds))} lb`;
  return `${number(shown.value)} ${shown.unit}`;
}

/** Height for a BMI: centimetres to a tenth, from centimetres or feet and inches. */
export const CM_PER_INCH = 2.54;
export function heightInCm(height: { cm: number } | { feet: number; inches: number }): number {
  return 'cm' in height ? toTenth(height.cm) : toTenth((height.feet * 12 + height.inches) * CM_PER_INCH);
}

/** A stored height (cm) as the feet and inches a form shows: inches to a tenth, under 12. */
export function feetAndInches(heightCm: number): { feet: number; inches: number } {
  const tenths = Math.round((heightCm / CM_PER_INCH) * 10);
  return { feet: Math.floor(tenths / 120), inches: (tenths % 120) / 10 };
}

/**
 * The height (cm) of typed feet and inches. A tenth of an inch is 0.254 cm, coarser than the tenth
 * of a centimetre kept: 170 cm shows as 5 ft 6.9 in, which is 169.9 cm. Feet and inches that
 * still show the saved height keep it, so saving another unit never moves a height.
 */
export function heightFromFeetAndInches(feet: number, inches: number, savedCm: number | null): number {
  if (savedCm !== null) {
    const shown = feetAndInches(savedCm);
    if (shown.feet === feet && shown.inches === inches) return savedCm;
  }
  return heightInCm({ feet, inches });
}

/** Body-mass index (kg/m²) to a tenth, from a stored weight and a height; null without a height. */
export function bodyMassIndex(pounds: number, heightCm: number | null): number | null {
  if (heightCm === null || heightCm <= 0) return null;
  const metres = heightCm / 100;
  return toTenth((pounds * KG_PER_LB) / (metres * metres));
}

/** The WHO's adult categories for a BMI: below 18.5, 18.5 to below 25, 25 to below 30, 30 and over. */
export type BmiCategory = 'under' | 'normal' | 'over' | 'obese';
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'under';
  if (bmi < 25) return 'normal';
  return bmi < 30 ? 'over' : 'obese';
}

/**
 * A safe goal: with a height, a goal weight whose BMI is below 18.5, the WHO's floor
 * of a healthy weight, is refused. The BMI is exact here, not rounded to the tenth the dashboard
 * shows: 18.46 is below the floor. Without a height there is no BMI and nothing to refuse.
 */
export const SAFE_GOAL_BMI = 18.5;
export function isSafeGoalWeight(pounds: number, heightCm: number | null): boolean {
  if (heightCm === null || heightCm <= 0) return true;
  const metres = heightCm / 100;
  return (pounds * KG_PER_LB) / (metres * metres) >= SAFE_GOAL_BMI;
}

/**
 * The lowest goal weight (stored pounds) that the person's form can hold in their unit and that
 * is safe for the height: the number the refusal names, itself accepted when typed (a kilogram
 * value is stored as the nearest tenth of a pound, which can fall a little either side).
 */
export function lowestSafeGoalWeight(heightCm: number, unit: DisplayUnit): number {
  const metres = heightCm / 100;
  const exactPounds = (SAFE_GOAL_BMI * metres * metres) / KG_PER_LB;
  // Tenths of the form's number: kilograms for kg, pounds for lb and for st (stones hold whole pounds' fourteens).
  const perPound = unit === 'kg' ? KG_PER_LB : 1;
  for (let tenths = Math.floor(exactPounds * perPound * 10) - 1; ; tenths += 1) {
    const pounds = unit === 'kg' ? toStoredPounds({ unit: 'kg', value: tenths / 10 }) : tenths / 10;
    if (isSafeGoalWeight(pounds, heightCm)) return pounds;
  }
}
