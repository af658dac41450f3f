import type { Account } from '../schemas/accounts';
import { isOrganizationAdmin, may } from './roles';

/**
 * The account-selection rules of SPEC §4 and the labels of SPEC §6, pure so that every rule is
 * unit-tested; src/features/accounts/current-account.tsx only wires them to React and storage.
 */

/** Local storage key of the last chosen account (removed on sign-out). */
export const CURRENT_ACCOUNT_STORAGE_KEY = 'currentAccountId';

type Selectable = Pick<Account, 'accountId' | 'accountName' | 'accountType' | 'isPrimary'>;

/** Personal first, then organisations alphabetically by name. */
export function sortAccounts<T extends Selectable>(accounts: readonly T[]): T[] {
  return [...accounts].sort((a, b) => {
    if (a.accountType !== b.accountType) return a.accountType === 'personal' ? -1 : 1;
    return a.accountName.localeCompare(b.accountName, undefined, { sensitivity: 'base' }) || a.accountId.localeCompare(b.accountId);
  });
}

function primaryOrFirst<T extends Selectable>(accounts: readonly T[]): T | null {
  const sorted = sortAccounts(accounts);
  return sorted.find((a) => a.isPrimary) ?? sorted[0] ?? null;
}

/** First load: the stored last account if it still exists, else the primary, else the first. */
export function selectInitialAccount<T extends Selectable>(accounts: readonly T[], storedAccountId: string | null): T | null {
  return accounts.find((a) => a.accountId === storedAccountId) ?? primaryOrFirst(accounts);
}

/** The list was refreshed: keep the current account if still present, else primary or first. */
export function selectAfterRefresh<T extends Selectable>(accounts: readonly T[], currentAccountId: string | null): T | null {
  return accounts.find((a) => a.accountId === currentAccountId) ?? primaryOrFirst(accounts);
}

/** After the server accepted a new primary: only that membership is marked primary. */
export function markPrimary<T extends Pick<Account, 'id' | 'isPrimary'>>(accounts: readonly T[], userAccountId: string): T[] {
  return accounts.map((a) => ({ ...a, isPrimary: a.id === userAccountId }));
}

/** How an account is labelled (SPEC §6); the UI translates the kind. */
export type AccountLabel = { kind: 'personal' } | { kind: 'personalOrganization'; name: string } | { kind: 'organization'; name: string };

export function accountLabel(account: Pick<Account, 'accountType' | 'accountName' | 'role'>): AccountLabel {
  if (account.accountType === 'personal') return { kind: 'personal' };
  // A plain member's organisation is shown as theirs ('Personal (Org)'); an admin's as the organisation.
  return { kind: isOrganizationAdmin(account) ? 'organization' : 'personalOrganization', name: account.accountName };
}

/** The type shown beside an account: 'Personal' or 'Organizational'. */
export function accountTypeLabel(account: Pick<Account, 'accountType'>): 'personal' | 'organizational' {
  return account.accountType === 'personal' ? 'personal' : 'organizational';
}

/** The Accounts section is shown only when there is more than the single personal account. */
export function hasMoreThanPersonal(accounts: readonly Pick<Account, 'accountType'>[]): boolean {
  return accounts.some((a) => a.accountType !== 'personal');
}

/** Whether to offer the organisation's management (src/lib/accounts/roles.ts): the server still decides. */
export function canManageAccount(account: Pick<Account, 'accountType' | 'role'> | null): boolean {
  return may('manageOrganization', account);
}
