import { may, type AccountType, type Role } from './roles';

/**
 * The account a dashboard shows. A personal dashboard has `accountType: 'personal'`; its
 * accountId may be null until known (the API then uses the caller's personal account).
 */
export type DashboardAccount = {
  accountId: string | null;
  accountName?: string;
  accountType: AccountType;
  role: Role;
};

export const PERSONAL_ACCOUNT: DashboardAccount = { accountId: null, accountType: 'personal', role: 'User' };

export function isOrganization(account: DashboardAccount): account is DashboardAccount & { accountId: string } {
  return account.accountType === 'organization' && account.accountId !== null;
}

/** The owner, or an organisation's admins, log for it and set its goal (the server decides; this only hides). */
export function canAdminister(account: DashboardAccount): boolean {
  return may('administerAccount', account);
}
