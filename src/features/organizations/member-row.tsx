'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/features/forms/api-problem';
import { useNotifications } from '@/features/notifications/notifications';
import { ADMIN_ROLES, mayAssignRole } from '@/lib/accounts/roles';
import type { Account, OrgMember } from '@/lib/schemas/accounts';
import { useOrgMemberActions } from '@/features/api/org-members';
import { JoinRequestActions } from './join-request-actions';

/**
 * Below md a row is a card: every cell on a line of its own at the full width, so an address
 * wraps only where it must and the actions stay on screen. In the wide table an address is never
 * cut to fit: its column takes the longest one. The roles keep table semantics
 * whatever the display; the labels the header gives wide screens come from `data-label` there.
 */
const cell = 'block py-0.5 md:table-cell md:p-2';
const labelled = `${cell} before:mr-1 before:font-semibold before:content-[attr(data-label)_':'] md:before:content-none`;

/** One person of the organisation: who, role, status, date, and what an admin may do about them. */
export function MemberRow({ account, member, onRemove }: { account: Account; member: OrgMember; onRemove: (member: OrgMember) => void }) {
  const t = useTranslations('OrgManagement');
  const format = useFormatter();
  const { addNotification } = useNotifications();
  const { resend, setRole } = useOrgMemberActions();
  const who = `${member.firstName} ${member.lastName}`.trim() || member.email;
  const isAdmin = ADMIN_ROLES.includes(member.role);
  // Taking the role back needs the right to touch the present one (only an Admin demotes an Admin).
  const mayChangeRole = member.status === 'Active' && mayAssignRole(account, member.role);

  async function onResend() {
    try {
      await resend.mutateAsync({ accountId: member.accountId, userId: member.userId });
      addNotification({ type: 'success', message: t('inviteResent') });
    } catch {
      addNotification({ type: 'error', message: t('resendFailed') });
    }
  }

  async function onChangeRole() {
    const role = isAdmin ? 'User' : 'OrganizationAdmin';
    try {
      await setRole.mutateAsync({ accountId: member.accountId, userId: member.userId, role });
      addNotification({ type: 'success', message: t(isAdmin ? 'adminRoleRevoked' : 'adminRoleGiven', { email: member.email }) });
    } catch (error) {
      const message = problemMessage(error, {
        cases: [
          { status: 403, message: t('noRolePermission') },
          { status: 409, message: t('lastAdmin') },
        ],
        otherwise: t('roleFailed'),
      });
      addNotification({ type: 'error', message });
    }
  }

  return (
    <tr
      role="row"
      className="flex flex-col gap-1 rounded-md border border-slate-200 p-3 md:table-row md:rounded-none md:border-0 md:border-b md:border-slate-100 md:p-0 md:align-top"
    >
      <td role="cell" className={`${cell} font-semibold wrap-anywhere md:font-normal md:wrap-break-word`}>
        {member.email}
      </td>
      <td role="cell" className={cell}>
        {`${member.firstName} ${member.lastName}`.trim()}
      </td>
      <td role="cell" data-label={t('colRole')} className={labelled}>
        {t(`role_${member.role}`)}
      </td>
      <td role="cell" data-label={t('colStatus')} className={labelled}>
        {t(`status_${member.status}`)}
      </td>
      <td role="cell" data-label={t('colDate')} className={`${labelled} md:whitespace-nowrap`}>
        {format.dateTime(new Date(member.date), { dateStyle: 'medium' })}
      </td>
      <td role="cell" className={`${cell} pt-2`}>
        <div className="flex flex-wrap gap-1">
          {member.status === 'Invited' || member.status === 'Rejected' ? (
            <Button variant="secondary" disabled={resend.isPending} onClick={() => void onResend()}>
              {t('resend')}
            </Button>
          ) : null}
          {member.status === 'Requested' ? <JoinRequestActions member={member} /> : null}
          {mayChangeRole ? (
            <Button
              variant="secondary"
              disabled={setRole.isPending}
              aria-label={t(isAdmin ? 'revokeAdminOf' : 'makeAdminOf', { who })}
              onClick={() => void onChangeRole()}
            >
              {t(isAdmin ? 'revokeAdmin' : 'makeAdmin')}
            </Button>
          ) : null}
          {member.status === 'Active' || member.status === 'Invited' ? (
            <Button variant="secondary" onClick={() => onRemove(member)}>
              {t('remove')}
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
