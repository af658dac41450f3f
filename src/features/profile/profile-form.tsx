'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { formProblem } from '@/features/forms/api-problem';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { useNotifications } from '@/features/notifications/notifications';
import { useOrganizations, useUpdateProfile } from '@/features/api/profile';
import { profileSchema, type UserDetails } from '@/lib/schemas/users';
import { JoinRequestStatus } from './join-request-status';
import { PendingEmailNotice } from './pending-email-notice';

type ProfileFormInput = z.input<typeof profileSchema>;
type ProfileFormOutput = z.output<typeof profileSchema>;

/** The select shows the organisation set, or the one asked to join while the request waits. */
function shownOrganisation(user: UserDetails): string | null {
  return user.organisation?.accountId ?? (user.joinRequest?.status === 'Requested' ? user.joinRequest.accountId : null);
}

/** SPEC §2 Profile: email, names and an organisation that can be set once (asked for, then approved). */
export function ProfileForm({ user }: { user: UserDetails }) {
  const t = useTranslations('Profile');
  const locale = useLocale() as ProfileFormOutput['locale'];
  const message = useValidationMessage();
  const { addNotification } = useNotifications();
  const organizations = useOrganizations();
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileSchema),
    values: { email: user.email, firstName: user.firstName, lastName: user.lastName, organisation: shownOrganisation(user), locale },
  });
  const save = useUpdateProfile(user);
  const readOnly = user.directoryManaged;
  // Set once approved (SPEC §2); while a request waits, it is withdrawn first.
  const waiting = user.joinRequest?.status === 'Requested' ? user.joinRequest : null;
  const organisationLocked = readOnly || user.organisation !== null || waiting !== null;
  // What each text field takes from the form: read-only for a directory-managed profile, its error, its registration.
  const textField = (name: 'email' | 'firstName' | 'lastName') => ({
    readOnly,
    error: message(form.formState.errors[name]?.message),
    ...form.register(name),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // A new email waits for the link mailed to it (the answer still holds the current one).
      const saved = await save.mutateAsync({ ...values, organisation: organisationLocked ? null : values.organisation || null, locale });
      const requested = values.email && values.email !== saved.email ? values.email : null;
      // The field shows the email the account has; the requested one is shown as pending.
      form.reset({ email: saved.email, firstName: saved.firstName, lastName: saved.lastName, organisation: shownOrganisation(saved), locale });
      const asked = !waiting && saved.joinRequest?.status === 'Requested' ? saved.joinRequest.accountName : null;
      addNotification({
        type: 'success',
        message: requested ? t('emailChangeRequested', { email: requested }) : asked ? t('joinRequestSent', { organization: asked }) : t('updated'),
      });
    } catch (error) {
      // A conflict is the email when it changed, the organisation's join request otherwise.
      const emailChanged = form.getValues('email') !== user.email;
      const { message } = formProblem(error, form.setError, {
        fields: ['email', 'firstName', 'lastName'],
        cases: [
          { status: 403, message: t('directoryManaged') },
          { status: 409, message: t(emailChanged ? 'emailTaken' : 'joinRequestRefused') },
        ],
        otherwise: t('failed'),
      });
      addNotification({ type: 'error', message });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="profile-title"
      className="flex max-w-lg flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      {readOnly ? <Alert tone="info">{t('directoryManaged')}</Alert> : null}
      {user.pendingEmail ? <PendingEmailNotice user={user} /> : null}
      <TextField label={t('email')} type="email" autoComplete="email" masked {...textField('email')} />
      <TextField label={t('firstName')} autoComplete="given-name" {...textField('firstName')} />
      <TextField label={t('lastName')} autoComplete="family-name" {...textField('lastName')} />
      <div className="flex flex-col gap-1">
        <Select
          id="profile-organisation"
          label={t('organization')}
          disabled={organisationLocked}
          aria-describedby={user.organisation || user.joinRequest ? 'profile-organisation-hint' : undefined}
          {...form.register('organisation', { setValueAs: (v: string) => v || null })}
        >
          <option value="">{t('noOrganization')}</option>
          {(organizations.data ?? [user.organisation ?? waiting].filter((o) => o !== null)).map((o) => (
            <option key={o.accountId} value={o.accountId}>
              {o.accountName}
            </option>
          ))}
        </Select>
        {user.organisation ? (
          <p id="profile-organisation-hint" className="text-xs text-slate-600">
            {t('organizationLocked')}
          </p>
        ) : user.joinRequest ? (
          <JoinRequestStatus id="profile-organisation-hint" user={user} request={user.joinRequest} />
        ) : null}
      </div>
      {readOnly ? null : (
        <SubmitButton disabled={save.isPending} className="self-start">
          {save.isPending ? t('saving') : t('save')}
        </SubmitButton>
      )}
    </form>
  );
}
