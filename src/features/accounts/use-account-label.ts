'use client';

import { useTranslations } from 'next-intl';
import { accountLabel, accountTypeLabel } from '@/lib/accounts/select-account';
import type { Account } from '@/lib/schemas/accounts';

/** Translated label and type of an account (SPEC §6 labels, SPEC §3 types). */
export function useAccountLabel() {
  const t = useTranslations('Accounts');
  return {
    label(account: Pick<Account, 'accountType' | 'accountName' | 'role'>): string {
      const label = accountLabel(account);
      if (label.kind === 'personal') return t('personalAccount');
      if (label.kind === 'personalOrganization') return t('personalOrganization', { name: label.name });
      return label.name;
    },
    type(account: Pick<Account, 'accountType'>): string {
      return accountTypeLabel(account) === 'personal' ? t('typePersonal') : t('typeOrganizational');
    },
  };
}
