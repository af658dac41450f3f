'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { formWeight, inPounds, WeightFields } from '@/features/units/weight-fields';
import { useWeightFormat, useWeightValidationMessage } from '@/features/units/use-weight-format';
import { problemOf } from '@/features/api/problem';
import { formProblem } from '@/features/forms/api-problem';
import type { FieldError } from '@/lib/schemas/field-errors';
import type { Goal } from '@/lib/schemas/goals';
import { isSafeGoalWeight, lowestSafeGoalWeight } from '@/lib/units/weight-units';
import { useUserDetails } from '@/features/api/users';
import { lazyResolver } from '@/features/forms/lazy-resolver';
import { useNotifications } from '@/features/notifications/notifications';
import { isOrganization, type DashboardAccount } from '@/lib/accounts/dashboard-account';
import { useSetGoal } from '@/features/api/goals';

/** The server's and the form's key for a goal under a BMI of 18.5 (src/server/goals/set-goal.ts). */
const UNSAFE_GOAL = 'goalBelowSafeBmi';
/** Without a height, a goal this share or more below the latest weigh-in is confirmed first. */
const STEEP_LOSS_SHARE = 0.3;

/** `goalWeightPounds`, `targetWeightLossPounds`: the pounds part of a stones-and-pounds entry. */
type GoalFields = { goalWeight?: number; goalWeightPounds?: number; targetWeightLoss?: number; targetWeightLossPounds?: number };
/** The goal form's resolvers, personal and organisational: zod and the schemas arrive on first validation. */
const goalResolver = (schema: 'organizationGoalFormSchema' | 'personalGoalFormSchema') =>
  lazyResolver<GoalFields>(async () => {
    const [{ zodResolver }, schemas] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/schemas/goals')]);
    return zodResolver(schemas[schema]) as never;
  });
const organizationGoalResolver = goalResolver('organizationGoalFormSchema');
const personalGoalResolver = goalResolver('personalGoalFormSchema');

/**
 * The Create/Edit goal form, its own chunk loaded on the click. A goal above the
 * latest weigh-in is confirmed as a gain goal; with a height, one under a BMI of 18.5 is refused
 * naming the lowest safe goal (the server refuses it too); without one, a goal more than 30% below
 * the latest weigh-in is confirmed in a dialog first.
 */
export default function GoalForm({
  account,
  goal,
  current,
  onDone,
}: {
  account: DashboardAccount;
  goal: Goal | null;
  current: number | null;
  onDone: () => void;
}) {
  const t = useTranslations('Goals');
  const units = useWeightFormat();
  const lbs = units.weight;
  const heightCm = useUserDetails().data?.heightCm ?? null;
  // A goal weight above the latest weigh-in waiting for the person to say it is meant as a gain.
  const [gainToConfirm, setGainToConfirm] = useState<number>();
  // Without a height: a goal more than 30% below the latest weigh-in, waiting in a confirmation.
  const [steepLossToConfirm, setSteepLossToConfirm] = useState<number>();
  // A goal under a BMI of 18.5 (the form's own check, or the server's), naming the lowest safe one.
  const [unsafe, setUnsafe] = useState<FieldError>();
  const saveButton = useRef<HTMLButtonElement>(null);
  const message = useWeightValidationMessage();
  const { addNotification } = useNotifications();
  const setGoal = useSetGoal(account);
  const organization = isOrganization(account);
  const field = organization ? 'targetWeightLoss' : 'goalWeight';
  const { register, handleSubmit, formState, setError, setFocus } = useForm<GoalFields>({
    resolver: inPounds(organization ? organizationGoalResolver : personalGoalResolver, units.unit, field),
    defaultValues: formWeight(organization ? goal?.targetWeightLoss : goal?.goalWeight, units.unit, field),
  });

  const refuseUnsafe = (refusal: FieldError) => {
    setUnsafe(refusal);
    setFocus(field);
  };

  async function save(values: GoalFields) {
    try {
      await setGoal.mutateAsync({
        ...(organization ? { accountId: account.accountId!, targetWeightLoss: values.targetWeightLoss } : { goalWeight: values.goalWeight }),
      });
      addNotification({ type: 'success', message: t('saved') });
      onDone();
    } catch (error) {
      // The refusal names the lowest safe goal beside the field (its values say which); "try again" would not help.
      const unsafeGoal = problemOf(error)?.errors?.[field];
      if (unsafeGoal?.key === UNSAFE_GOAL) return refuseUnsafe(unsafeGoal);
      addNotification({ type: 'error', message: formProblem(error, setError, { fields: [field], otherwise: t('saveFailed') }).message });
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    const goalWeight = organization ? undefined : values.goalWeight;
    if (goalWeight !== undefined && heightCm !== null && !isSafeGoalWeight(goalWeight, heightCm)) {
      return refuseUnsafe({ key: UNSAFE_GOAL, values: { minimum: lowestSafeGoalWeight(heightCm, units.unit) } });
    }
    if (goalWeight !== undefined && current !== null && goalWeight > current && gainToConfirm !== goalWeight) {
      setGainToConfirm(goalWeight);
      return;
    }
    if (goalWeight !== undefined && heightCm === null && current !== null && goalWeight < current * (1 - STEEP_LOSS_SHARE)) {
      setSteepLossToConfirm(goalWeight);
      return;
    }
    setGainToConfirm(undefined);
    await save(values);
  });
  return (
    <form
      onSubmit={(event) => {
        setUnsafe(undefined);
        void onSubmit(event);
      }}
      noValidate
      className="mt-3 flex flex-col gap-3"
      aria-label={goal ? t('edit') : t('create')}
    >
      <WeightFields
        field={field}
        unit={units.unit}
        label={(unit) => t(organization ? 'targetLossLabel' : 'goalWeightLabel', { unit })}
        autoFocus
        error={message(unsafe ?? formState.errors[field]?.message)}
        register={register}
      />
      {gainToConfirm !== undefined && current !== null ? (
        <Alert tone="info">{t('gainConfirm', { goal: lbs(gainToConfirm), current: lbs(current) })}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton ref={saveButton} disabled={formState.isSubmitting}>
          {gainToConfirm !== undefined ? t('gainConfirmSave') : t('save')}
        </SubmitButton>
        {gainToConfirm !== undefined ? (
          <Button
            variant="secondary"
            onClick={() => {
              setGainToConfirm(undefined);
              setFocus(field);
            }}
          >
            {t('gainConfirmChange')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
      {steepLossToConfirm !== undefined && current !== null ? (
        <ConfirmDialog
          title={t('steepLossTitle')}
          confirmLabel={t('steepLossSave')}
          cancelLabel={t('gainConfirmChange')}
          destructive={false}
          returnFocus={saveButton}
          busy={setGoal.isPending}
          onCancel={() => setSteepLossToConfirm(undefined)}
          onConfirm={() => {
            const goalWeight = steepLossToConfirm;
            setSteepLossToConfirm(undefined);
            void save({ goalWeight });
          }}
        >
          <p data-private="true">{t('steepLossConfirm', { goal: lbs(steepLossToConfirm), current: lbs(current) })}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
