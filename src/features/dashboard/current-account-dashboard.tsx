'use client';

import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/select';
import { may } from '@/lib/accounts/roles';
import type { Account } from '@/lib/schemas/accounts';
import { useCurrentAccount } from '@/features/accounts/current-account';
import { useAccountLabel } from '@/features/accounts/use-account-label';
import { Dashboard } from './dashboard';
import { PERSONAL_ACCOUNT, type DashboardAccount } from '@/lib/accounts/dashboard-account';
import type { CelebratoryMessage } from './weigh-in-form';
import type { ReminderSettings } from '@/lib/schemas/reminders';

/**
 * An organisation is shown as an organisation only to its admins; a plain member's
 * organisational account is their personal dashboard (SPEC §6 labels it "Personal (name)").
 */
export function toDashboardAccount(account: Account | null): DashboardAccount {
  if (!account || !may('manageOrganization', account)) return PERSONAL_ACCOUNT;
  return { accountId: account.accountId, accountName: account.accountName, accountType: 'organization', role: account.role };
}

/** The dashboard of the current account (SPEC §4 selection), with a switcher when there are several. */
export function CurrentAccountDashboard({
  userId,
  celebratoryMessages,
  reminderSettings,
}: {
  userId: string;
  celebratoryMessages?: readonly CelebratoryMessage[];
  reminderSettings?: ReminderSettings;
}) {
  const t = useTranslations('Dashboard');
  const { currentAccount, accounts, setCurrentAccount } = useCurrentAccount();
  const { label } = useAccountLabel();
  const account = toDashboardAccount(currentAccount);
  const switchable = accounts.filter((a) => may('administerAccount', a));
  return (
    <>
      {switchable.length > 1 ? (
        <Select
          label={t('accountSwitch')}
          className="max-w-sm"
          value={account.accountId ?? switchable.find((a) => a.accountType === 'personal')?.accountId ?? ''}
          onChange={(e) => setCurrentAccount(e.target.value)}
        >
          {switchable.map((a) => (
            <option key={a.accountId} value={a.accountId}>
              {label(a)}
            </option>
          ))}
        </Select>
      ) : null}
      <Dashboard
        key={account.accountId ?? 'personal'}
        userId={userId}
        account={account}
        celebratoryMessages={celebratoryMessages}
        reminderSettings={reminderSettings}
      />
    </>
  );
}
