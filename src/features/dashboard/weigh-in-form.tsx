'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { inPounds, WeightFields } from '@/features/units/weight-fields';
import { useWeightFormat, useWeightValidationMessage } from '@/features/units/use-weight-format';
import { ApiError } from '@/features/api/client';
import { localToday } from '@/lib/dates';
import { useNativeForm } from '@/features/forms/native-form';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { useNotifications } from '@/features/notifications/notifications';
import { canAdminister, PERSONAL_ACCOUNT, type DashboardAccount } from '@/lib/accounts/dashboard-account';
import { useLogWeight } from '@/features/api/weight-logs';
import { isConnectionFailure, newIdempotencyKey, useOfflineWrites } from '@/features/offline/offline-writes';
import { useQueryClient } from '@tanstack/react-query';
import type { WeightLogEntry } from '@/lib/schemas/weights';
import { weightLogsKeys } from '@/features/api/query-keys/weight-logs';
import { useApiSession } from '@/features/api/use-api-session';
import { weighInCheck } from './weigh-in-resolver';
import type { WeighIn, WeighInFields } from './weigh-in-schema';
import { pickCelebration, type CelebratoryMessage } from '@/lib/progress/celebration';

export type { CelebratoryMessage };

type Outcome = { tone: 'success' | 'error'; text: string };

type Props = { account?: DashboardAccount; celebratoryMessages?: readonly CelebratoryMessage[] };

export function WeighInForm({ account = PERSONAL_ACCOUNT, celebratoryMessages }: Props) {
  const t = useTranslations('Dashboard');
  const tm = useTranslations('Milestones');
  const tu = useTranslations('Units');
  const { addNotification } = useNotifications();
  const format = useFormatter();
  const message = useValidationMessage();
  const weightMessage = useWeightValidationMessage();
  const { unit, weight, number } = useWeightFormat();
  const logWeight = useLogWeight();
  const offline = useOfflineWrites();
  const queryClient = useQueryClient();
  const { userId: personId } = useApiSession();
  const [outcome, setOutcome] = useState<Outcome>();
  // A plain form, not react-hook-form: the first thing on the dashboard stays out of its ~12 kB (decision 0013).
  const { register, handleSubmit, formState, setError, resetField } = useNativeForm<WeighInFields, WeighIn>({
    resolver: inPounds(weighInCheck, unit, 'weight'),
    defaultValues: { logDate: localToday() },
  });

  /** Offline: kept on the device with the chosen day, and what the person saw of that day (decision 0030). */
  async function queueWeighIn(input: { weight: number; logDate: string; accountId?: string }, sent?: string) {
    const entries = queryClient.getQueryData<WeightLogEntry[]>(input.accountId ? weightLogsKeys.organization(input.accountId) : weightLogsKeys.user(personId ?? ''));
    const seen = entries?.find((e) => e.logDate === input.logDate)?.updatedAt ?? null;
    await offline!.queue({ kind: 'log', input, seen }, { sent });
    resetField('weight');
    resetField('weightPounds');
  }

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(undefined);
    const accountId = account.accountType === 'organization' ? (account.accountId ?? undefined) : undefined;
    if (offline && isConnectionFailure()) return queueWeighIn({ ...values, accountId });
    const idempotencyKey = newIdempotencyKey();
    try {
      const result = await logWeight.mutateAsync({ ...values, accountId, idempotencyKey });
      const day = format.dateTime(new Date(`${result.entry.logDate}T00:00:00`), { dateStyle: 'medium' });
      const text = result.replaced ? t('weightReplaced', { date: day }) : t('weightLogged');
      // Said once, in a notification (SPEC §8): the form itself only shows what went wrong.
      addNotification({ type: 'success', message: text });
      // A milestone earned by this very day is celebrated with it, once: the answer names it only
      // when it is first recorded. Ones an older day earned (a back-dated entry) join the list quietly.
      // The first weigh-in is celebrated by the celebration every weigh-in gets (decision 0040).
      const earned = result.milestones.filter((m) => m.earnedOn === result.entry.logDate && m.kind !== 'firstWeighIn');
      const milestone = earned.length > 0 ? (await import('./milestone-text')).celebrationOf(earned, { t: tm, tu, weight, number }, tm) : null;
      const celebration = pickCelebration(celebratoryMessages);
      const parts = [milestone, celebration].filter(Boolean);
      if (parts.length > 0) addNotification({ type: 'info', title: t('celebrationTitle'), message: parts.join(' ') });
      resetField('weight');
      resetField('weightPounds');
    } catch (error) {
      // Sent, but no answer came (the signal dropped): it waits on the device under the same key.
      if (offline && isConnectionFailure(error)) return queueWeighIn({ ...values, accountId }, idempotencyKey);
      if (error instanceof ApiError && error.problem.errors) {
        for (const [field, fieldError] of Object.entries(error.problem.errors)) {
          if (field === 'weight' || field === 'logDate') setError(field, { message: fieldError.key });
        }
      }
      setOutcome({ tone: 'error', text: t('logFailed') });
      addNotification({ type: 'error', message: t('logFailed') });
    }
  });

  if (!canAdminister(account)) return null;

  return (
    <Card title={t('weighInHeading')} titleId="weigh-in-heading">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <WeightFields field="weight" unit={unit} label={(u) => t('weight', { unit: u })} id="weigh-in-weight" error={weightMessage(formState.errors.weight?.message)} register={register} />
          <TextField label={t('date')} type="date" id="weigh-in-date" max={localToday()} error={message(formState.errors.logDate?.message)} {...register('logDate')} />
        </div>
        <SubmitButton disabled={formState.isSubmitting} className="self-start">
          {formState.isSubmitting ? t('saving') : t('save')}
        </SubmitButton>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </form>
    </Card>
  );
}
