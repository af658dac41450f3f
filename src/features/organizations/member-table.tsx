'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useNotifications } from '@/features/notifications/notifications';
import { canManageAccount } from '@/lib/accounts/select-account';
import { problemMessage } from '@/features/forms/api-problem';
import type { Account, OrgMember } from '@/lib/schemas/accounts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ORG_MEMBERS_PAGE_SIZE, useOrgMemberActions, useOrgMembers } from '@/features/api/org-members';
import { JoinRequestActions } from './join-request-actions';

/** The value once it has stopped changing for `ms`: one request per pause in typing, not per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The organisation's people: filter by email, pages of ten (both on the server), resend, remove, answer requests to join. */
export function MemberTable({ account }: { account: Account }) {
  const t = useTranslations('OrgManagement');
  const tc = useTranslations('Common');
  const format = useFormatter();
  const { addNotification } = useNotifications();
  const { resend, remove } = useOrgMemberActions();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<OrgMember | null>(null);
  const email = useSettled(filter.trim(), 300);
  const members = useOrgMembers(account.accountId, { email, page });
  const matching = members.data?.matching ?? 0;
  const pages = Math.max(1, Math.ceil(matching / ORG_MEMBERS_PAGE_SIZE));
  const view = { rows: members.data?.rows ?? [], page: Math.min(page, pages), pages, total: members.data?.total ?? 0 };

  async function onResend(member: OrgMember) {
    try {
      await resend.mutateAsync({ accountId: member.accountId, userId: member.userId });
      addNotification({ type: 'success', message: t('inviteResent') });
    } catch {
      addNotification({ type: 'error', message: t('resendFailed') });
    }
  }

  async function onRemove(member: OrgMember) {
    if (!canManageAccount(account)) {
      addNotification({ type: 'error', message: t('noRemovePermission') });
      return;
    }
    try {
      await remove.mutateAsync({ accountId: member.accountId, userId: member.userId });
      // Removing the only person on the last page steps back to the page before it.
      if (view.rows.length === 1 && view.page > 1) setPage(view.page - 1);
      addNotification({ type: 'success', message: t('userRemoved') });
    } catch (error) {
      const message = problemMessage(error, {
        cases: [
          { status: 403, message: t('noRemovePermission') },
          { status: 409, message: t('lastAdmin') },
        ],
        otherwise: t('removeFailed'),
      });
      addNotification({ type: 'error', message });
    } finally {
      setRemoving(null);
    }
  }

  if (members.isPending) return <p role="status">{tc('loading')}</p>;
  if (members.isError) return <p role="alert">{t('loadFailed')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <TextField
        id="member-filter"
        label={t('filterLabel')}
        type="search"
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          setPage(1);
        }}
        className="max-w-sm"
      />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th className="p-2">{t('colEmail')}</th>
              <th className="p-2">{t('colName')}</th>
              <th className="p-2">{t('colRole')}</th>
              <th className="p-2">{t('colStatus')}</th>
              <th className="p-2">{t('colDate')}</th>
              <th className="p-2">{t('colActions')}</th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((member) => (
              <tr key={member.userId} className="border-b border-slate-100 align-top">
                <td className="break-all p-2">{member.email}</td>
                <td className="p-2">{`${member.firstName} ${member.lastName}`.trim()}</td>
                <td className="p-2">{t(`role_${member.role}`)}</td>
                <td className="p-2">{t(`status_${member.status}`)}</td>
                <td className="whitespace-nowrap p-2">{format.dateTime(new Date(member.date), { dateStyle: 'medium' })}</td>
                <td className="flex flex-wrap gap-1 p-2">
                  {member.status === 'Invited' || member.status === 'Rejected' ? (
                    <Button variant="secondary" disabled={resend.isPending} onClick={() => void onResend(member)}>
                      {t('resend')}
                    </Button>
                  ) : null}
                  {member.status === 'Requested' ? <JoinRequestActions member={member} /> : null}
                  {member.status === 'Active' || member.status === 'Invited' ? (
                    <Button variant="secondary" onClick={() => setRemoving(member)}>
                      {t('remove')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {view.rows.length === 0 ? <p className="p-2 text-slate-700">{t('empty')}</p> : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status">{t('showing', { shown: view.rows.length, total: view.total })}</p>
        {view.pages > 1 ? (
          <div className="flex items-center gap-2">
            <Button variant="secondary" disabled={view.page <= 1} onClick={() => setPage(view.page - 1)}>
              {t('previous')}
            </Button>
            <span className="text-sm">{t('page', { page: view.page, pages: view.pages })}</span>
            <Button variant="secondary" disabled={view.page >= view.pages} onClick={() => setPage(view.page + 1)}>
              {t('next')}
            </Button>
          </div>
        ) : null}
      </div>
      {removing ? (
        <ConfirmDialog
          title={t('confirmRemoveTitle')}
          confirmLabel={t('remove')}
          cancelLabel={t('cancel')}
          busy={remove.isPending}
          onConfirm={() => void onRemove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>{t('confirmRemove', { email: removing.email, name: removing.accountName })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
