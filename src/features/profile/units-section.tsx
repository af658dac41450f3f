'use client';

import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { FieldGroup } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useUpdatePreferences } from '@/features/api/preferences';
import { useUserDetails } from '@/features/api/users';
import { formProblem } from '@/features/forms/api-problem';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { useNotifications } from '@/features/notifications/notifications';
import { DISPLAY_UNITS, feetAndInches, heightFromFeetAndInches, type DisplayUnit } from '@/lib/units/weight-units';

type Choice = { unit: DisplayUnit; cm: string; feet: string; inches: string };

/** The height the fields hold, in centimetres: null when left empty; the saved one while they still show it. */
function heightOf(choice: Choice, savedCm: number | null): number | null {
  if (choice.unit === 'kg') return choice.cm.trim() === '' ? null : Number(choice.cm);
  if (choice.feet.trim() === '' && choice.inches.trim() === '') return null;
  return heightFromFeetAndInches(Number(choice.feet || 0), Number(choice.inches || 0), savedCm);
}

/** A saved height as the form's fields: centimetres, and feet and inches for lb and st. */
function initialChoice(unit: DisplayUnit, heightCm: number | null): Choice {
  if (heightCm === null) return { unit, cm: '', feet: '', inches: '' };
  const { feet, inches } = feetAndInches(heightCm);
  return { unit, cm: String(heightCm), feet: String(feet), inches: String(inches) };
}

/** Profile → Units: how weights are shown and typed, and a height for a BMI. */
export function UnitsSection() {
  const tc = useTranslations('Common');
  const user = useUserDetails();
  if (!user.data) return <p role="status">{tc('loading')}</p>;
  return (
    <UnitsForm
      userId={user.data.id}
      savedCm={user.data.heightCm}
      initial={initialChoice(user.data.displayUnit, user.data.heightCm)}
      key={String(user.dataUpdatedAt)}
    />
  );
}

function UnitsForm({ userId, savedCm, initial }: { userId: string; savedCm: number | null; initial: Choice }) {
  const t = useTranslations('UnitsSettings');
  const message = useValidationMessage();
  const { addNotification } = useNotifications();
  const save = useUpdatePreferences(userId);
  const { register, handleSubmit, control, setError, formState } = useForm<Choice>({ defaultValues: initial });
  const metric = useWatch({ control, name: 'unit' }) === 'kg';
  const heightError = message(formState.errors[metric ? 'cm' : 'feet']?.message);

  const onSubmit = handleSubmit(async (choice) => {
    try {
      await save.mutateAsync({ displayUnit: choice.unit, heightCm: heightOf(choice, savedCm) });
      addNotification({ type: 'success', message: t('saved') });
    } catch (error) {
      // The height's error goes on the field it was typed in: centimetres, or feet beside inches.
      const { message: text } = formProblem(error, setError, { fields: { heightCm: choice.unit === 'kg' ? 'cm' : 'feet' }, otherwise: t('failed') });
      addNotification({ type: 'error', message: text });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="units-title" className="flex max-w-lg flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="units-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <FieldGroup legend={t('unit')}>
        <div className="flex flex-wrap gap-x-4">
          {DISPLAY_UNITS.map((unit) => (
            <label key={unit} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={unit} className="size-5" {...register('unit')} />
              {t(`units.${unit}`)}
            </label>
          ))}
        </div>
      </FieldGroup>
      {metric ? (
        <TextField label={t('heightCm')} type="number" inputMode="decimal" step="0.1" min="0" hint={t('heightHint')} error={heightError} {...register('cm')} />
      ) : (
        <FieldGroup legend={t('height')} hint={t('heightHint')}>
          <div className="grid grid-cols-2 gap-2">
            <TextField label={t('feet')} type="number" inputMode="numeric" step="1" min="0" error={heightError} {...register('feet')} />
            <TextField label={t('inches')} type="number" inputMode="decimal" step="0.1" min="0" {...register('inches')} />
          </div>
        </FieldGroup>
      )}
      <SubmitButton disabled={save.isPending} className="self-start">
        {save.isPending ? t('saving') : t('save')}
      </SubmitButton>
    </form>
  );
}
