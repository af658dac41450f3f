'use client';

import Star from 'lucide-react/icons/star';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { hasMoreThanPersonal } from '@/lib/accounts/select-account';
import { useSetPrimaryAccount } from '@/features/api/primary-account';
import { useNotifications } from '@/features/notifications/notifications';
import { useCurrentAccount } from './current-account';
import { useAccountLabel } from './use-account-label';

/**
 * The Accounts section of the account menu (SPEC §2): shown only when there is more than the
 * personal account. Choosing an entry makes it current and closes the menu (`onChoose`); the star
 * makes it primary and leaves the menu open.
 */
export function AccountsMenuSection({ onChoose }: { onChoose: () => void }) {
  const t = useTranslations('Accounts');
  const { accounts, currentAccount, setCurrentAccount, user } = useCurrentAccount();
  const setPrimaryAccount = useSetPrimaryAccount(user);
  const { addNotification } = useNotifications();
  const names = useAccountLabel();
  const [saving, setSaving] = useState<string | null>(null);
  if (!hasMoreThanPersonal(accounts)) return null;

  async function makePrimary(userAccountId: string) {
    setSaving(userAccountId);
    try {
      await setPrimaryAccount(userAccountId);
    } catch {
      addNotification({ type: 'error', message: t('primaryFailed') });
    } finally {
      setSaving(null);
    }
  }

  return (
    <section aria-labelledby="accounts-menu-title" className="flex flex-col gap-1">
      <h2 id="accounts-menu-title" className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t('sectionTitle')}
      </h2>
      <ul className="flex max-h-[30vh] flex-col gap-1 overflow-y-auto">
        {accounts.map((account) => {
          const label = names.label(account);
          const isCurrent = account.accountId === currentAccount?.accountId;
          return (
            <li key={account.id} className={`flex items-center gap-1 rounded-md ${isCurrent ? 'bg-brand-50' : ''}`}>
              <button
                type="button"
                onClick={() => {
                  setCurrentAccount(account.accountId);
                  onChoose();
                }}
                aria-current={isCurrent ? 'true' : undefined}
                className="flex min-h-11 flex-1 flex-col items-start rounded-md px-2 py-1 text-left hover:bg-slate-100"
              >
                <span className="text-sm font-medium text-slate-900">{label}</span>
                <span className="text-xs text-slate-600">
                  {names.type(account)}
                  {isCurrent ? ` · ${t('current')}` : ''}
                </span>
              </button>
              <button
                type="button"
                onClick={() => void makePrimary(account.id)}
                disabled={account.isPrimary || saving !== null}
                aria-pressed={account.isPrimary}
                aria-label={account.isPrimary ? t('isPrimary', { name: label }) : t('makePrimary', { name: label })}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-amber-600 hover:bg-slate-100 disabled:cursor-default"
              >
                {/* Filled for the primary account, outlined otherwise; the name and aria-pressed say which. */}
                <Star aria-hidden="true" className="size-5" fill={account.isPrimary ? 'currentColor' : 'none'} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
