'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useDeleteAccount } from '@/features/api/leaving';
import { forgetCurrentAccount } from '@/features/auth/federated-sign-out';
import { signOut } from '@/features/auth/session';
import { formProblem } from '@/features/forms/api-problem';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { useNotifications } from '@/features/notifications/notifications';
import { useRouter } from '@/i18n/navigation';
import type { UserDetails } from '@/lib/schemas/users';
import { ProfileSection } from './profile-section';

/**
 * Profile → Delete my account: what goes, what the community total
 * keeps, and a dialog that asks for the password (or, without one, a recent sign-in). Afterwards
 * the person is signed out and lands on the home page with a notification.
 */
export function DeleteAccountSection({ user }: { user: UserDetails }) {
  const t = useTranslations('Leaving');
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection titleId="delete-account-title" title={t('deleteTitle')} danger>
      <p className="text-sm text-slate-800">{t('deleteWhatGoes')}</p>
      <p className="text-sm text-slate-800">{t('communityKeeps')}</p>
      <Button onClick={() => setOpen(true)} className="self-start bg-red-700 hover:bg-red-800">
        {t('deleteButton')}
      </Button>
      {open ? <DeleteAccountDialog user={user} onClose={() => setOpen(false)} /> : null}
    </ProfileSection>
  );
}

function DeleteAccountDialog({ user, onClose }: { user: UserDetails; onClose: () => void }) {
  const t = useTranslations('Leaving');
  const message = useValidationMessage();
  const { addNotification } = useNotifications();
  const queryClient = useQueryClient();
  const router = useRouter();
  const remove = useDeleteAccount();
  const { register, handleSubmit, setError, formState } = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const passwordError = formState.errors.password;

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync(user.emailSignIn ? { password } : {});
    } catch (caught) {
      const { message: key, onFields } = formProblem(caught, setError, {
        fields: ['password'],
        cases: [
          { detail: 'WrongPassword', message: 'wrongPassword' },
          { detail: 'RecentSignInRequired', message: 'recentSignInRequired' },
          { detail: 'LastAdminCannotLeave', message: 'lastAdminDelete' },
          { status: 429, message: 'tooManyAttempts' },
        ],
        otherwise: 'deleteFailed',
      } as const);
      if (onFields) return;
      // A wrong password is said beside the field; anything else in the dialog's alert.
      if (key === 'wrongPassword') setError('password', { type: key });
      else setError('root', { message: t(key) });
      return;
    }
    // The account is gone: end this browser's session and start again from the home page.
    forgetCurrentAccount();
    await signOut({ redirect: false });
    queryClient.clear();
    router.replace('/');
    addNotification({ type: 'success', message: t('deleted') });
  });

  return (
    <Dialog title={t('confirmDeleteTitle')} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-800">{t('deleteWhatGoes')}</p>
        <p className="text-sm text-slate-800">{t('communityKeeps')}</p>
        {user.emailSignIn ? (
          <TextField
            label={t('passwordLabel')}
            type="password"
            autoComplete="current-password"
            error={passwordError?.type === 'wrongPassword' ? t('wrongPassword') : message(passwordError?.message)}
            {...register('password', { required: 'passwordRequired' })}
          />
        ) : (
          <p className="text-sm text-slate-800">{t('recentSignInHint')}</p>
        )}
        {formState.errors.root?.message ? <Alert tone="error">{formState.errors.root.message}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={remove.isPending} className="bg-red-700 hover:bg-red-800">
            {remove.isPending ? t('deleting') : t('confirmDelete')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
