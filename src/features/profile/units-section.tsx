'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/features/api/client';
import { useUpdatePreferences } from '@/features/api/preferences';
import { useUserDetails } from '@/features/api/users';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { useNotifications } from '@/features/notifications/notifications';
import { CM_PER_INCH, DISPLAY_UNITS, heightInCm, type DisplayUnit } from '@/lib/units/weight-units';

type Choice = { unit: DisplayUnit; cm: string; feet: string; inches: string };

/** A saved height as the form's fields: centimetres, and feet and inches for lb and st. */
function initialChoice(unit: DisplayUnit, heightCm: number | null): Choice {
  if (heightCm === null) return { unit, cm: '', feet: '', inches: '' };
  const inches = Math.round((heightCm / CM_PER_INCH) * 10) / 10;
  return { unit, cm: String(heightCm), feet: String(Math.floor(inches / 12)), inches: String(Math.round((inches % 12) * 10) / 10) };
}

/** Profile → Units (issue 15, decision 0033): how weights are shown and typed, and a height for a BMI. */
export function UnitsSection() {
  const tc = useTranslations('Common');
  const user = useUserDetails();
  if (!user.data) return <p role="status">{tc('loading')}</p>;
  return <UnitsForm userId={user.data.id} initial={initialChoice(user.data.displayUnit, user.data.heightCm)} key={String(user.dataUpdatedAt)} />;
}

function UnitsForm({ userId, initial }: { userId: string; initial: Choice }) {
  const t = useTranslations('UnitsSettings');
  const message = useValidationMessage();
  const { addNotification } = useNotifications();
  const save = useUpdatePreferences(userId);
  const [choice, setChoice] = useState(initial);
  const [heightError, setHeightError] = useState<string>();
  const set = (change: Partial<Choice>) => setChoice((c) => ({ ...c, ...change }));
  const metric = choice.unit === 'kg';

  function height(): number | null {
    if (metric) return choice.cm.trim() === '' ? null : Number(choice.cm);
    if (choice.feet.trim() === '' && choice.inches.trim() === '') return null;
    return heightInCm({ feet: Number(choice.feet || 0), inches: Number(choice.inches || 0) });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setHeightError(undefined);
    try {
      await save.mutateAsync({ displayUnit: choice.unit, heightCm: height() });
      addNotification({ type: 'success', message: t('saved') });
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.problem.errors?.heightCm : undefined;
      if (fieldError) setHeightError(message(fieldError));
      addNotification({ type: 'error', message: t('failed') });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="units-title" className="flex max-w-lg flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="units-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-800">{t('unit')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {DISPLAY_UNITS.map((unit) => (
            <label key={unit} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="display-unit" className="size-5" checked={choice.unit === unit} onChange={() => set({ unit })} />
              {t(`units.${unit}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {metric ? (
        <TextField label={t('heightCm')} type="number" inputMode="decimal" step="0.1" min="0" value={choice.cm} hint={t('heightHint')} error={heightError} onChange={(e) => set({ cm: e.target.value })} />
      ) : (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-slate-800">{t('height')}</legend>
          <div className="grid grid-cols-2 gap-2">
            <TextField label={t('feet')} type="number" inputMode="numeric" step="1" min="0" value={choice.feet} error={heightError} onChange={(e) => set({ feet: e.target.value })} />
            <TextField label={t('inches')} type="number" inputMode="decimal" step="0.1" min="0" value={choice.inches} onChange={(e) => set({ inches: e.target.value })} />
          </div>
          <p className="text-xs text-slate-600">{t('heightHint')}</p>
        </fieldset>
      )}
      <SubmitButton disabled={save.isPending} className="self-start">
        {save.isPending ? t('saving') : t('save')}
      </SubmitButton>
    </form>
  );
}
