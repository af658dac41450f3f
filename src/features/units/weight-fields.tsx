'use client';

import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/text-field';
import type { DisplayUnit } from '@/lib/units/weight-units';
import { POUNDS_PART } from './weight-form-values';

export { formWeight, inPounds } from './weight-form-values';

type Props<T extends FieldValues> = {
  field: Path<T>;
  unit: DisplayUnit;
  /** The field's label for a unit's short name: "Weight (kg)". */
  label: (unit: string) => string;
  register: UseFormRegister<T>;
  error?: string;
  id?: string;
  autoFocus?: boolean;
};

/** The weight input(s) of a form in the person's unit: one number, or stones and pounds side by side. */
export function WeightFields<T extends FieldValues>({ field, unit, label, register, error, id, autoFocus }: Props<T>) {
  const t = useTranslations('Units');
  const common = { type: 'number', inputMode: 'decimal', min: '0', masked: true } as const;
  // The field itself (the whole weight, or the stones of stones and pounds) carries the id, the focus and the error.
  const mainField = (partLabel: string, step: string) => (
    <TextField label={label(partLabel)} step={step} id={id} autoFocus={autoFocus} error={error} {...common} {...register(field, { valueAsNumber: true })} />
  );
  if (unit !== 'st') return mainField(t(`label.${unit}`), '0.1');
  return (
    <div className="grid grid-cols-2 gap-2">
      {mainField(t('stonesPart'), '1')}
      <TextField label={label(t('poundsPart'))} step="0.1" {...common} {...register(`${field}${POUNDS_PART}` as Path<T>, { valueAsNumber: true })} />
    </div>
  );
}
