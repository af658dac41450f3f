import type { FieldValues, Resolver } from 'react-hook-form';
import { fromStoredPounds, toStoredPounds, type DisplayUnit } from '@/lib/units/weight-units';

/** The pounds part of a stones-and-pounds entry is held next to the field, under this suffix. */
export const POUNDS_PART = 'Pounds';

/** A stored weight as the form holds it in the person's unit (stones and pounds in two fields). */
export function formWeight(pounds: number | null | undefined, unit: DisplayUnit, field: string): Record<string, number | undefined> {
  if (pounds === null || pounds === undefined) return {};
  const shown = fromStoredPounds(pounds, unit);
  return shown.unit === 'st' ? { [field]: shown.stones, [field + POUNDS_PART]: shown.pounds } : { [field]: shown.value };
}

/**
 * Wraps a form's resolver so that it sees stored pounds: what was typed in kg or st+lb is turned
 * into pounds before the shared schema checks it, so the bounds stay in pounds and
 * the request sends pounds. In lb nothing changes.
 */
export function inPounds<T extends FieldValues, O>(resolver: Resolver<T, unknown, O>, unit: DisplayUnit, field: string): Resolver<T, unknown, O> {
  if (unit === 'lb') return resolver;
  return (values, context, options) => {
    const typed = values[field] as number | undefined;
    const converted: Record<string, unknown> = { ...values };
    delete converted[field + POUNDS_PART];
    if (unit === 'kg') {
      converted[field] = typeof typed === 'number' && Number.isFinite(typed) ? toStoredPounds({ unit, value: typed }) : typed;
    } else {
      const part = values[field + POUNDS_PART] as number | undefined;
      const given = (n: number | undefined) => typeof n === 'number' && Number.isFinite(n);
      // Either part may be left empty ("12 st", "0 st 9 lb"); both empty is no weight at all.
      converted[field] =
        given(typed) || given(part) ? toStoredPounds({ unit, stones: given(typed) ? typed! : 0, pounds: given(part) ? part! : 0 }) : Number.NaN;
    }
    return resolver(converted as T, context, options);
  };
}
