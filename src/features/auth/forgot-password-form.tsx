'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { Link } from '@/i18n/navigation';
import { callApi } from '@/features/api/client';
import { forgotPassword } from '@/features/api/routes/auth/forgot-password';
import type { EmailRequest } from '@/lib/schemas/auth';
import { problemMessage } from '@/features/forms/api-problem';
import { lazyResolver } from '@/features/forms/lazy-resolver';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { useAuthErrorMessage } from './use-auth-error-message';

const resolver = lazyResolver<EmailRequest>(async () => {
  const [{ zodResolver }, { emailRequestSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/schemas/auth')]);
  return zodResolver(emailRequestSchema);
});

/** SPEC §2 Forgot password: the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('ForgotPassword');
  const tl = useTranslations('Login');
  const locale = useLocale();
  const message = useValidationMessage();
  const authError = useAuthErrorMessage();
  const [result, setResult] = useState<{ sent: true } | { error: string }>();
  const { register, handleSubmit, formState } = useForm<EmailRequest>({ resolver });

  const onSubmit = handleSubmit(async (values) => {
    setResult(undefined);
    try {
      await callApi(forgotPassword, { body: { ...values, locale } });
      setResult({ sent: true });
    } catch (caught) {
      setResult({ error: problemMessage(caught, { cases: [{ status: 429, message: 'TooManyAttempts' }], otherwise: 'Default', unanswered: 'NetworkError' }) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="forgot-heading" className="flex flex-col gap-4">
      <h1 id="forgot-heading" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <p className="text-slate-700">{t('intro')}</p>
      {result && 'sent' in result ? <Alert tone="success">{t('success')}</Alert> : null}
      {result && 'error' in result ? <Alert tone="error">{authError(result.error)}</Alert> : null}
      <TextField label={tl('email')} type="email" autoComplete="email" masked error={message(formState.errors.email?.message)} {...register('email')} />
      <SubmitButton disabled={formState.isSubmitting}>{formState.isSubmitting ? t('sending') : t('submit')}</SubmitButton>
      <Link href="/login" className="self-start text-sm font-medium text-brand-800 underline">
        {t('backToLogin')}
      </Link>
    </form>
  );
}
