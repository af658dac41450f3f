'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { inPounds, WeightFields } from '@/features/units/weight-fields';
import { useWeightFormat, useWeightValidationMessage } from '@/features/units/use-weight-format';
import { useFormatDay } from '@/i18n/use-format-day';
import { localToday } from '@/lib/dates';
import { formProblem } from '@/features/forms/api-problem';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { useNotifications } from '@/features/notifications/notifications';
import { canAdminister, PERSONAL_ACCOUNT, type DashboardAccount } from '@/lib/accounts/dashboard-account';
import { useLogWeight } from '@/features/api/weight-logs';
import { isConnectionFailure, newIdempotencyKey, useOfflineWrites } from '@/features/offline/offline-writes';
import { useQueryClient } from '@tanstack/react-query';
import type { WeightLogEntry } from '@/lib/schemas/weights';
import { weightLogsKeys } from '@/features/api/query-keys/weight-logs';
import { useApiSession } from '@/features/api/use-api-session';
import { weighInResolver } from './weigh-in-resolver';
import { useHeldEntries, useWeighInQuestions } from './weigh-in-questions';
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
  const formatDay = useFormatDay();
  const message = useValidationMessage();
  const weightMessage = useWeightValidationMessage();
  const { unit, weight, number } = useWeightFormat();
  const logWeight = useLogWeight();
  const offline = useOfflineWrites();
  const queryClient = useQueryClient();
  const { userId: personId } = useApiSession();
  const [outcome, setOutcome] = useState<Outcome>();
  const questions = useWeighInQuestions();
  const ownEntries = useHeldEntries(weightLogsKeys.user(personId ?? ''));
  // The default date is set in the browser, so it is the person's today and not the server's.
  const { register, handleSubmit, formState, setError, resetField } = useForm<WeighInFields, unknown, WeighIn>({
    resolver: inPounds(weighInResolver, unit, 'weight'),
    defaultValues: { logDate: localToday() },
  });

  /** Offline: kept on the device with the chosen day, and what the person saw of that day. */
  async function queueWeighIn(input: { weight: number; logDate: string; accountId?: string }, sent?: string) {
    const entries = queryClient.getQueryData<WeightLogEntry[]>(
      input.accountId ? weightLogsKeys.organization(input.accountId) : weightLogsKeys.user(personId ?? ''),
    );
    const seen = entries?.find((e) => e.logDate === input.logDate)?.updatedAt ?? null;
    await offline!.queue({ kind: 'log', input, seen }, { sent });
    resetField('weight');
    resetField('weightPounds');
  }

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(undefined);
    const accountId = account.accountType === 'organization' ? (account.accountId ?? undefined) : undefined;
    const log = { logDate: values.logDate, weight: values.weight };
    if (offline && isConnectionFailure()) {
      // Asked from the entries on the device; the queue asks again on sync if the day changed since.
      if (!accountId && !(await questions.confirm((await ownEntries(false)) ?? [], log))) return;
      return queueWeighIn({ ...values, accountId });
    }
    const idempotencyKey = newIdempotencyKey();
    try {
      // A refusal rolls the key's claim back, so the answered request may carry the same key.
      const result = accountId
        ? await logWeight.mutateAsync({ ...values, accountId, idempotencyKey })
        : await questions.send(ownEntries, log, (answers) => logWeight.mutateAsync({ ...values, ...answers, idempotencyKey }));
      // Cancelled: nothing was sent, and the form keeps what was typed.
      if (!result) return;
      const day = formatDay(result.entry.logDate);
      const text = result.replaced ? t('weightReplaced', { date: day }) : t('weightLogged');
      // Said once, in a notification (SPEC §8): the form itself only shows what went wrong.
      addNotification({ type: 'success', message: text });
      // A milestone earned by this very day is celebrated with it, once: the answer names it only
      // when it is first recorded. Ones an older day earned (a back-dated entry) join the list quietly.
      // The first weigh-in is celebrated by the celebration every weigh-in gets.
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
      const { message: text } = formProblem(error, setError, { fields: ['weight', 'logDate'], otherwise: t('logFailed') });
      setOutcome({ tone: 'error', text });
      addNotification({ type: 'error', message: text });
    }
  });

  if (!canAdminister(account)) return null;

  return (
    <Card title={t('weighInHeading')} titleId="weigh-in-heading">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <WeightFields
            field="weight"
            unit={unit}
            label={(u) => t('weight', { unit: u })}
            id="weigh-in-weight"
            error={weightMessage(formState.errors.weight?.message)}
            register={register}
          />
          <TextField
            label={t('date')}
            type="date"
            id="weigh-in-date"
            max={localToday()}
            error={message(formState.errors.logDate?.message)}
            {...register('logDate')}
          />
        </div>
        <SubmitButton disabled={formState.isSubmitting} className="self-start">
          {formState.isSubmitting ? t('saving') : t('save')}
        </SubmitButton>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </form>
      {questions.dialog}
    </Card>
  );
}
