'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { callApi } from '@/features/api/client';
import { register as registerRoute } from '@/features/api/routes/auth/register';
import type { Registration } from '@/lib/schemas/auth';
import { formProblem } from '@/features/forms/api-problem';
import { lazyResolver } from '@/features/forms/lazy-resolver';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { NewPasswordField } from './new-password-field';
import { useAuthErrorMessage } from './use-auth-error-message';

type RegistrationForm = { email: string; password: string; firstName: string; lastName: string; locale?: 'en-US' | 'es-ES' };

const resolver = lazyResolver<RegistrationForm, Registration>(async () => {
  const [{ zodResolver }, { registrationSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/schemas/auth')]);
  return zodResolver(registrationSchema);
});

/** Registration answers the same for a new and a taken address: the next step is always the mailbox. */
export function RegisterForm() {
  const t = useTranslations('Login');
  const locale = useLocale();
  const message = useValidationMessage();
  const authError = useAuthErrorMessage();
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState,
    reset,
    setError: setFieldError,
  } = useForm<RegistrationForm, unknown, Registration>({
    resolver,
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    setSent(false);
    try {
      await callApi(registerRoute, { body: { ...values, locale } });
    } catch (caught) {
      // A field that says what is wrong is enough; the form's message is for the rest.
      const { message, onFields } = formProblem(caught, setFieldError, {
        fields: ['email', 'password', 'firstName', 'lastName'],
        cases: [{ status: 429, message: 'TooManyAttempts' }],
        otherwise: 'RegistrationFailed',
        unanswered: 'NetworkError',
      });
      if (!onFields) setError(message);
      return;
    }
    reset();
    setSent(true);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="register-heading" className="flex flex-col gap-4">
      <h2 id="register-heading" className="text-xl font-semibold">
        {t('registerHeading')}
      </h2>
      {error ? <Alert tone="error">{authError(error)}</Alert> : null}
      {sent ? <Alert tone="success">{t('registrationSuccess')}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('firstName')} autoComplete="given-name" error={message(formState.errors.firstName?.message)} {...register('firstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" error={message(formState.errors.lastName?.message)} {...register('lastName')} />
      </div>
      <TextField label={t('email')} type="email" autoComplete="email" masked error={message(formState.errors.email?.message)} {...register('email')} />
      <NewPasswordField label={t('password')} error={message(formState.errors.password?.message)} {...register('password')} />
      <SubmitButton disabled={formState.isSubmitting}>{formState.isSubmitting ? t('registering') : t('register')}</SubmitButton>
    </form>
  );
}
