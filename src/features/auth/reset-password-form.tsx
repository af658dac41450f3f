'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { Link } from '@/i18n/navigation';
import { callApi } from '@/features/api/client';
import { resetPassword } from '@/features/api/routes/auth/reset-password';
import type { NewPassword } from '@/lib/schemas/auth';
import { formProblem } from '@/features/forms/api-problem';
import { lazyResolver } from '@/features/forms/lazy-resolver';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { NewPasswordField } from './new-password-field';
import { useAuthErrorMessage } from './use-auth-error-message';

const resolver = lazyResolver<NewPassword>(async () => {
  const [{ zodResolver }, { newPasswordSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/schemas/auth')]);
  return zodResolver(newPasswordSchema);
});

/** SPEC §2 Reset password: new password and its confirmation, for the token of the mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('ResetPassword');
  const message = useValidationMessage();
  const authError = useAuthErrorMessage();
  const [result, setResult] = useState<{ done: true } | { error: string }>();
  const { register, handleSubmit, formState, setError } = useForm<NewPassword>({ resolver });

  const onSubmit = handleSubmit(async (values) => {
    setResult(undefined);
    try {
      await callApi(resetPassword, { body: { ...values, token } });
      setResult({ done: true });
    } catch (caught) {
      const { message, onFields } = formProblem(caught, setError, {
        fields: ['password'],
        cases: [
          { detail: 'VerificationFailed', message: 'VerificationFailed' },
          { field: 'token', message: 'VerificationFailed' },
        ],
        otherwise: 'Default',
        unanswered: 'NetworkError',
      });
      if (!onFields) setResult({ error: message });
    }
  });

  if (result && 'done' in result) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <Alert tone="success">{t('success')}</Alert>
        <Link href="/login" className="self-start font-medium text-brand-800 underline">
          {t('goToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="reset-heading" className="flex flex-col gap-4">
      <h1 id="reset-heading" className="text-2xl font-bold">
        {t('title')}
      </h1>
      {result && 'error' in result ? <Alert tone="error">{authError(result.error)}</Alert> : null}
      <NewPasswordField label={t('newPassword')} error={message(formState.errors.password?.message)} {...register('password')} />
      <TextField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        masked
        error={message(formState.errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <SubmitButton disabled={formState.isSubmitting}>{formState.isSubmitting ? t('saving') : t('submit')}</SubmitButton>
    </form>
  );
}
