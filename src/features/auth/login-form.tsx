'use client';

import { signIn } from './session';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { Link } from '@/i18n/navigation';
import type { SignIn } from '@/lib/schemas/auth';
import { lazyResolver } from '@/features/forms/lazy-resolver';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { useAuthErrorMessage } from './use-auth-error-message';
import { useEnterApp } from './use-enter-app';

// Needed only after a refused sign-in of an unverified address: fetched then.
const ResendVerificationButton = lazy(() => import('./resend-verification-button').then((module) => ({ default: module.ResendVerificationButton })));

const resolver = lazyResolver<SignIn>(async () => {
  const [{ zodResolver }, { signInSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/schemas/auth')]);
  return zodResolver(signInSchema);
});

export function LoginForm({ callbackUrl, initialError, errorProvider }: { callbackUrl: string; initialError?: string; errorProvider?: string }) {
  const t = useTranslations('Login');
  const message = useValidationMessage();
  const authError = useAuthErrorMessage();
  const enterApp = useEnterApp();
  const [error, setError] = useState<string | undefined>(initialError);
  const { register, handleSubmit, formState, getValues } = useForm<SignIn>({ resolver });

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      // An explicit callbackUrl: the default (this page's URL) may carry ?error=, which signIn would report.
      const result = await signIn('credentials', { ...values, redirect: false, callbackUrl });
      if (!result || result.error) {
        setError(result?.error ?? 'Default');
        return;
      }
      enterApp(callbackUrl);
    } catch {
      setError('NetworkError');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="sign-in-heading" className="flex flex-col gap-4">
      <h2 id="sign-in-heading" className="text-xl font-semibold">
        {t('signInHeading')}
      </h2>
      {error ? <Alert tone="error">{authError(error, errorProvider)}</Alert> : null}
      {error === 'EmailNotVerified' ? (
        <Suspense fallback={null}>
          <ResendVerificationButton email={() => getValues('email')} />
        </Suspense>
      ) : null}
      <TextField label={t('email')} type="email" autoComplete="email" masked error={message(formState.errors.email?.message)} {...register('email')} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        masked
        error={message(formState.errors.password?.message)}
        {...register('password')}
      />
      <SubmitButton disabled={formState.isSubmitting}>{formState.isSubmitting ? t('signingIn') : t('signIn')}</SubmitButton>
      <Link href="/forgot-password" className="self-start text-sm font-medium text-brand-800 underline">
        {t('forgotPassword')}
      </Link>
    </form>
  );
}
