'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useNotifications } from '@/features/notifications/notifications';
import { canManageAccount } from '@/lib/accounts/select-account';
import { problemMessage } from '@/features/forms/api-problem';
import type { Account, OrgMember } from '@/lib/schemas/accounts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ORG_MEMBERS_PAGE_SIZE, useOrgMemberActions, useOrgMembers } from '@/features/api/org-members';
import { MemberRow } from './member-row';

/** The value once it has stopped changing for `ms`: one request per pause in typing, not per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const COLUMNS = ['colEmail', 'colName', 'colRole', 'colStatus', 'colDate', 'colActions'] as const;

/** The organisation's people: filter by name or email, pages of ten (both on the server), and each person's row. */
export function MemberTable({ account }: { account: Account }) {
  const t = useTranslations('OrgManagement');
  const tc = useTranslations('Common');
  const { addNotification } = useNotifications();
  const { remove } = useOrgMemberActions();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<OrgMember | null>(null);
  const search = useSettled(filter.trim(), 300);
  const members = useOrgMembers(account.accountId, { search, page });
  const matching = members.data?.matching ?? 0;
  const pages = Math.max(1, Math.ceil(matching / ORG_MEMBERS_PAGE_SIZE));
  const view = { rows: members.data?.rows ?? [], page: Math.min(page, pages), pages, total: members.data?.total ?? 0 };

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
        autoComplete="off"
        type="search"
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          setPage(1);
        }}
        className="max-w-sm"
      />
      <div className="md:overflow-x-auto">
        <table role="table" className="block w-full text-left text-sm md:table">
          <thead role="rowgroup" className="sr-only border-b border-slate-300 text-slate-700 md:not-sr-only md:table-header-group">
            <tr role="row">
              {COLUMNS.map((column) => (
                <th key={column} role="columnheader" className="p-2">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="flex flex-col gap-2 md:table-row-group">
            {view.rows.map((member) => (
              <MemberRow key={member.userId} account={account} member={member} onRemove={setRemoving} />
            ))}
          </tbody>
        </table>
        {view.rows.length === 0 ? <p className="p-2 text-slate-700">{search ? t('noMatch', { query: search }) : t('empty')}</p> : null}
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
