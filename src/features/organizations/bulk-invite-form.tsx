'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { controlClasses, Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { useOrgMemberActions } from '@/features/api/org-members';
import { problemMessage } from '@/features/forms/api-problem';
import { assignableRoles, type Role } from '@/lib/accounts/roles';
import { canManageAccount } from '@/lib/accounts/select-account';
import { INVITE_MANY_MAX, type Account, type InviteManyResult } from '@/lib/schemas/accounts';

/** The entries of a pasted list: whatever stands between commas, semicolons, spaces and line ends, quotes trimmed. */
function entriesOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.replace(/^["'<]+|["'>]+$/g, ''))
    .filter(Boolean);
}

/** A CSV's addresses: its cells that hold an `@` (headers, names and other columns are left out). */
const addressesOfCsv = (text: string) => entriesOf(text).filter((entry) => entry.includes('@'));

/**
 * Many invitations at once: addresses pasted or taken from a CSV, one role for all, and beside the
 * form what became of each. The server invites each as a single invitation, within the same mail budget.
 */
export function BulkInviteForm({ account }: { account: Account }) {
  const t = useTranslations('OrgManagement');
  const { inviteMany } = useOrgMemberActions();
  const roles = assignableRoles(account);
  const [text, setText] = useState('');
  const [role, setRole] = useState<Role>('OrganizationAdmin');
  const [error, setError] = useState<string>();
  const [results, setResults] = useState<InviteManyResult['results']>();

  async function onFile(file: File | undefined) {
    if (!file) return;
    try {
      const found = addressesOfCsv(await file.text());
      setText((before) => [before.trim(), ...found].filter(Boolean).join('\n'));
      setError(undefined);
    } catch {
      setError(t('bulkFileUnreadable'));
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setResults(undefined);
    const emails = entriesOf(text);
    if (emails.length === 0) return setError(t('bulkNone'));
    if (emails.length > INVITE_MANY_MAX) return setError(t('bulkTooMany', { max: INVITE_MANY_MAX, count: emails.length }));
    // The client mirrors the server's rule; the server still decides.
    if (!canManageAccount(account)) return setError(t('noInvitePermission'));
    setError(undefined);
    try {
      const answer = await inviteMany.mutateAsync({ emails, role, accountId: account.accountId });
      setResults(answer.results);
      setText('');
    } catch (failure) {
      setError(
        problemMessage(failure, {
          cases: [
            { status: 429, message: t('bulkRateLimited') },
            { status: 403, message: t('noInvitePermission') },
          ],
          otherwise: t('bulkFailed'),
        }),
      );
    }
  }

  const sent = results?.filter((result) => result.outcome === 'invited').length ?? 0;
  return (
    <section aria-labelledby="bulk-invite-heading" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="bulk-invite-heading" className="text-lg font-semibold">
        {t('bulkHeading')}
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="bulk-invite-heading" className="flex flex-col gap-3">
        <Field label={t('bulkAddresses')} hint={t('bulkAddressesHint', { max: INVITE_MANY_MAX })}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              className={controlClasses(undefined)}
            />
          )}
        </Field>
        <Field label={t('bulkFile')} hint={t('bulkFileHint')}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv,text/plain"
              className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold"
              onChange={(event) => {
                void onFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          )}
        </Field>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Select
            id="bulk-invite-role"
            label={t('role')}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            options={roles.map((option) => ({ value: option, label: t(`role_${option}`) }))}
          />
          <SubmitButton disabled={inviteMany.isPending} className="sm:mt-6">
            {inviteMany.isPending ? t('inviting') : t('bulkInvite')}
          </SubmitButton>
        </div>
      </form>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {results ? (
        <div role="status" className="flex flex-col gap-2 text-sm">
          <p className="font-semibold">{t('bulkSummary', { sent, total: results.length })}</p>
          <ul className="flex flex-col gap-1">
            {results.map((result) => (
              <li key={result.email}>
                {t.rich(`outcome_${result.outcome}`, {
                  email: result.email,
                  who: (chunks) => <span className="font-semibold wrap-anywhere">{chunks}</span>,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
