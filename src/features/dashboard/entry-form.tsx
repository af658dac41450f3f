'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { formWeight, inPounds, WeightFields } from '@/features/units/weight-fields';
import { useWeightFormat, useWeightValidationMessage } from '@/features/units/use-weight-format';
import { localToday } from '@/lib/dates';
import { formProblem, type ProblemMessages } from '@/features/forms/api-problem';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { weighInResolver } from './weigh-in-resolver';
import type { WeighIn, WeighInFields } from './weigh-in-schema';

type Props = {
  label: string;
  initial?: Partial<WeighInFields>;
  onSubmit: (values: WeighIn) => Promise<void>;
  onCancel: () => void;
  /** What a refused save says on the form (e.g. 409: the day already has an entry). */
  refusals: ProblemMessages<string>;
};

/** Weight and date of one history entry, to add or to edit. */
export function EntryForm({ label, initial, onSubmit, onCancel, refusals }: Props) {
  const t = useTranslations('History');
  const td = useTranslations('Dashboard');
  const message = useValidationMessage();
  const weightMessage = useWeightValidationMessage();
  const { unit } = useWeightFormat();
  const { register, handleSubmit, formState, setError } = useForm<WeighInFields, unknown, WeighIn>({
    resolver: inPounds(weighInResolver, unit, 'weight'),
    // The stored pounds shown again in the person's unit, exactly as typed.
    defaultValues: { logDate: initial?.logDate ?? localToday(), ...formWeight(initial?.weight, unit, 'weight') },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setError('root', { message: formProblem(error, setError, { fields: ['weight', 'logDate'], ...refusals }).message });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <WeightFields
          field="weight"
          unit={unit}
          label={(u) => td('weight', { unit: u })}
          error={weightMessage(formState.errors.weight?.message)}
          register={register}
        />
        <TextField label={td('date')} type="date" max={localToday()} error={message(formState.errors.logDate?.message)} {...register('logDate')} />
      </div>
      {formState.errors.root?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {formState.errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton disabled={formState.isSubmitting}>{t('saveEntry')}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
