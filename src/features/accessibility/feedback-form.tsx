'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { controlClasses, Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { callApi } from '@/features/api/client';
import { sendAccessibilityFeedback } from '@/features/api/routes/accessibility/send-accessibility-feedback';
import { formProblem } from '@/features/forms/api-problem';
import { lazyResolver } from '@/features/forms/lazy-resolver';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import type { AccessibilityFeedback, AccessibilityFeedbackInput } from '@/lib/schemas/accessibility';
import { ACCESSIBILITY_RESPONSE_WORKING_DAYS } from '@/lib/schemas/accessibility-statement';
import { FEEDBACK_PROBLEM_MAX_LENGTH } from '@/lib/schemas/bounds';

type FeedbackFields = AccessibilityFeedbackInput;

const resolver = lazyResolver<FeedbackFields, AccessibilityFeedback>(async () => {
  const [{ zodResolver }, { accessibilityFeedbackSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/schemas/accessibility')]);
  return zodResolver(accessibilityFeedbackSchema);
});

const EMPTY: FeedbackFields = { problem: '', page: '', name: '', email: '' };

type Outcome = { sent: true; confirmedTo?: string } | { error: 'tooMany' | 'notSent' | 'noConnection' };

/**
 * The statement's feedback form. Errors sit under their fields (tied to them) and the first field
 * in error takes the focus; a sent report is said in a status region that stays on the page, and
 * the form is emptied.
 */
export function FeedbackForm() {
  const t = useTranslations('Accessibility');
  const locale = useLocale();
  const message = useValidationMessage();
  const [outcome, setOutcome] = useState<Outcome>();
  const { register, handleSubmit, formState, reset, setError } = useForm<FeedbackFields, unknown, AccessibilityFeedback>({
    resolver,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(undefined);
    let answer;
    try {
      answer = await callApi(sendAccessibilityFeedback, { body: { ...values, locale } });
    } catch (caught) {
      const { message: error, onFields } = formProblem(caught, setError, {
        fields: ['problem', 'page', 'name', 'email'],
        cases: [{ status: 429, message: 'tooMany' as const }],
        otherwise: 'notSent' as const,
        unanswered: 'noConnection' as const,
      });
      if (!onFields) setOutcome({ error });
      return;
    }
    reset(EMPTY);
    setOutcome({ sent: true, confirmedTo: answer.confirmationSent ? values.email : undefined });
  });

  const days = ACCESSIBILITY_RESPONSE_WORKING_DAYS;
  const sentText =
    outcome && 'sent' in outcome ? (outcome.confirmedTo ? t('sentWithConfirmation', { email: outcome.confirmedTo, days }) : t('sent', { days })) : null;
  const problemError = message(formState.errors.problem?.message);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('formLabel')}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 text-base sm:p-6"
    >
      {/* Always on the page, so screen readers hear the text that arrives in it. */}
      <div role="status" className={sentText ? 'rounded-md border-l-4 border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900' : undefined}>
        {sentText}
      </div>
      {outcome && 'error' in outcome ? <Alert tone="error">{t(outcome.error)}</Alert> : null}
      <Field label={t('problem')} hint={t('problemHint', { maximum: FEEDBACK_PROBLEM_MAX_LENGTH })} error={problemError}>
        {(control) => <textarea {...control} rows={6} className={controlClasses(problemError)} {...register('problem')} />}
      </Field>
      <TextField label={t('page')} hint={t('pageHint')} error={message(formState.errors.page?.message)} {...register('page')} />
      <TextField label={t('name')} autoComplete="name" masked error={message(formState.errors.name?.message)} {...register('name')} />
      <TextField
        label={t('email')}
        hint={t('emailHint')}
        type="email"
        autoComplete="email"
        masked
        error={message(formState.errors.email?.message)}
        {...register('email')}
      />
      <SubmitButton disabled={formState.isSubmitting} className="self-start">
        {formState.isSubmitting ? t('sending') : t('submit')}
      </SubmitButton>
    </form>
  );
}
