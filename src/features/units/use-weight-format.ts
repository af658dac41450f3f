'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { useApiSession } from '@/features/api/use-api-session';
import { useUserDetails } from '@/features/api/users';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { rememberedUnit, rememberUnit } from './remembered-unit';
import { TARGET_WEIGHT_LOSS_MAX_LBS, WEIGHT_MAX_LBS, WEIGHT_MIN_LBS } from '@/lib/schemas/bounds';
import type { FieldError } from '@/lib/schemas/field-errors';
import {
  bmiCategory,
  bodyMassIndex,
  boundInUnit,
  fromStoredPounds,
  KG_PER_LB,
  LB_PER_STONE,
  type DisplayUnit,
  weeklyRateInUnit,
  wholeInUnit,
} from '@/lib/units/weight-units';

const noSubscription = () => () => undefined;

/**
 * One Intl.NumberFormat per locale and precision: making one costs far more than formatting, and
 * a year's chart table formats two weights a day (it was the dashboard's costliest function).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits })));
  return format;
}

/**
 * The one place a screen turns stored pounds into the person's unit: the unit
 * comes from the user query every page already holds, so no component does its own maths.
 */
export function useWeightFormat() {
  const t = useTranslations('Units');
  const locale = useLocale();
  const user = useUserDetails();
  const { userId } = useApiSession();
  const remembered = useSyncExternalStore(
    noSubscription,
    () => rememberedUnit(userId),
    () => null,
  );
  const unit: DisplayUnit = user.data?.displayUnit ?? remembered ?? 'lb';
  const answered = user.data?.displayUnit;
  useEffect(() => {
    if (!userId || !answered) return;
    rememberUnit(userId, answered);
  }, [userId, answered]);
  const number = (value: number, digits = 1) => numberFormat(locale, digits).format(value);
  /** A stored weight (or change, shown without its sign) as text: "182.4 lbs", "82,7 kg", "13 st 0.4 lb". */
  const weight = (pounds: number) => {
    const shown = fromStoredPounds(Math.abs(pounds), unit);
    if (shown.unit === 'st') return t('st', { stones: number(shown.stones), pounds: number(shown.pounds) });
    return t(shown.unit, { weight: number(shown.value) });
  };
  /** A weekly rate as text, its sign dropped: "0.9 kg", "2.1 lbs", and "2.1 lb" for stones. */
  const rate = (pounds: number) => {
    const shown = weeklyRateInUnit(pounds, unit);
    if (shown.unit === 'kg') return t('kg', { weight: number(shown.value) });
    return unit === 'st' ? t('poundsOnly', { pounds: number(shown.value) }) : t('lb', { weight: number(shown.value) });
  };
  /** A community total as text in whole units: "1,000,000 lbs", "453,592 kg", "71,429 st". */
  const whole = (pounds: number) => {
    const value = number(wholeInUnit(pounds, unit), 0);
    return unit === 'st' ? t('stonesOnly', { stones: value }) : t(unit, { weight: value });
  };
  /** A stored value in the unit as one number (stones as a decimal), for chart axes. */
  const inUnit = (pounds: number) => (unit === 'kg' ? pounds * KG_PER_LB : unit === 'st' ? pounds / LB_PER_STONE : pounds);
  return {
    unit,
    /** The unit's short name for a label: "lbs", "kg", "st + lb". */
    unitLabel: t(`label.${unit}`),
    weight,
    rate,
    whole,
    inUnit,
    number,
    /** A bound in pounds as a number in the unit, rounded so that it is itself accepted. */
    bound: (pounds: number) => number(boundInUnit(pounds, unit)),
    /** "BMI 24.2: healthy weight" for a stored weight, or null without a height. */
    bmi: (pounds: number | null) => {
      const value = pounds === null ? null : bodyMassIndex(pounds, user.data?.heightCm ?? null);
      return value === null ? null : t('bmi', { value: number(value), category: t(`bmiCategory.${bmiCategory(value)}`) });
    },
  };
}

/**
 * Validation text for a weight form: the shared schema checks pounds, so a bound it names is
 * turned into the person's unit, at the largest value the form accepts ("at most 453.5 kg").
 */
export function useWeightValidationMessage() {
  const message = useValidationMessage();
  const t = useTranslations('Validation');
  const { unit, weight } = useWeightFormat();
  return (error: string | FieldError | undefined): string | undefined => {
    const key = typeof error === 'string' ? error : error?.key;
    // A goal under a BMI of 18.5: the lowest safe goal, as the person's form takes it (set-goal.ts).
    if (key === 'goalBelowSafeBmi' && typeof error === 'object' && error.values.minimum !== undefined)
      return t('goalBelowSafeBmi', { minimum: weight(error.values.minimum) });
    if (unit !== 'lb' && key === 'weightMax') return t('weightMaxInUnit', { maximum: weight(WEIGHT_MAX_LBS - 0.1) });
    // 40 lb is 18.14 kg, and 18.1 kg is stored as 39.9 lb: the least the kg form takes is 18.2.
    if (unit !== 'lb' && key === 'weightMin') return t('weightMinInUnit', { minimum: weight(WEIGHT_MIN_LBS + (unit === 'kg' ? 0.1 : 0)) });
    if (unit !== 'lb' && key === 'targetLossMax') return t('targetLossMaxInUnit', { maximum: weight(TARGET_WEIGHT_LOSS_MAX_LBS - 0.1) });
    return message(error);
  };
}
