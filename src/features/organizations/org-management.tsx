'use client';

import { useTranslations } from 'next-intl';
import { StandingsSetting } from './standings-setting';
import { useCurrentAccount } from '@/features/accounts/current-account';
import { canManageAccount } from '@/lib/accounts/select-account';
import { BulkInviteForm } from './bulk-invite-form';
import { InviteForm } from './invite-form';
import { MemberTable } from './member-table';
import { AccessDenied } from '@/components/ui/access-denied';

/** SPEC §2 Organization Management: only for an organisation the user administers. */
export function OrgManagement() {
  const t = useTranslations('OrgManagement');
  const tc = useTranslations('Common');
  const { currentAccount, isLoading } = useCurrentAccount();
  const allowed = canManageAccount(currentAccount);

  if (isLoading) return <p role="status">{tc('loading')}</p>;
  if (!allowed || !currentAccount) {
    return <AccessDenied title={t('accessDenied')} reason={t('mustBeOrganization')} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <section aria-labelledby="members-heading" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="members-heading" className="text-lg font-semibold">
          {t('membersHeading', { name: currentAccount.accountName })}
        </h2>
        <MemberTable account={currentAccount} />
      </section>
      <InviteForm account={currentAccount} />
      <BulkInviteForm account={currentAccount} />
      <StandingsSetting accountId={currentAccount.accountId} />
    </div>
  );
}
