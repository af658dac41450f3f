'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { formProblem } from '@/features/forms/api-problem';
import { useValidationMessage } from '@/features/forms/use-validation-message';
import { useNotifications } from '@/features/notifications/notifications';
import { assignableRoles } from '@/lib/accounts/roles';
import { canManageAccount } from '@/lib/accounts/select-account';
import { inviteSchema, type Account } from '@/lib/schemas/accounts';
import { useOrgMemberActions } from '@/features/api/org-members';

const inviteFormSchema = inviteSchema.pick({ email: true, role: true });
type InviteFormInput = z.input<typeof inviteFormSchema>;
type InviteFormOutput = z.output<typeof inviteFormSchema>;
type Result = { tone: 'success' | 'error' | 'info'; text: string };

/** Invite new admins: email and role (default OrganizationAdmin); only an Admin offers Admin. */
export function InviteForm({ account }: { account: Account }) {
  const t = useTranslations('OrgManagement');
  const message = useValidationMessage();
  const { addNotification } = useNotifications();
  const { invite } = useOrgMemberActions();
  const form = useForm<InviteFormInput, unknown, InviteFormOutput>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { email: '', role: 'OrganizationAdmin' },
  });
  const roles = assignableRoles(account);
  // The result stays beside the form until the next invitation (the notification goes after 5 s).
  const [result, setResult] = useState<Result>();
  const tell = (tone: Result['tone'], text: string, notice: string = text) => {
    setResult({ tone, text });
    addNotification({ type: tone, message: notice });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(undefined);
    // The client mirrors the server's rule; the server still decides.
    if (!canManageAccount(account)) {
      tell('error', t('noInvitePermission'));
      return;
    }
    try {
      await invite.mutateAsync({ ...values, accountId: account.accountId });
      tell('success', t('inviteSentTo', { email: values.email }), t('inviteSent'));
      form.reset({ email: '', role: 'OrganizationAdmin' });
    } catch (error) {
      // An unknown address was mailed to create an account: news about the invitation, not a failure.
      const { message } = formProblem<InviteFormInput, Result>(error, form.setError, {
        fields: ['email', 'role'],
        cases: [
          { detail: 'UserNotFound', message: { tone: 'info', text: t('userNotFound') } },
          { status: 409, message: { tone: 'error', text: t('alreadyMember') } },
          { status: 403, message: { tone: 'error', text: t('noInvitePermission') } },
        ],
        otherwise: { tone: 'error', text: t('inviteFailed') },
      });
      tell(message.tone, message.text);
    }
  });

  return (
    <section aria-labelledby="invite-heading" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="invite-heading" className="text-lg font-semibold">
        {t('inviteHeading')}
      </h2>
      <form onSubmit={onSubmit} noValidate aria-labelledby="invite-heading" className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('email')}
          type="email"
          autoComplete="off"
          className="sm:flex-1"
          error={message(form.formState.errors.email?.message)}
          {...form.register('email')}
        />
        <Select id="invite-role" label={t('role')} options={roles.map((role) => ({ value: role, label: t(`role_${role}`) }))} {...form.register('role')} />
        <SubmitButton disabled={invite.isPending} className="sm:mt-6">
          {invite.isPending ? t('inviting') : t('invite')}
        </SubmitButton>
      </form>
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
    </section>
  );
}
