/**
 * The account a dashboard shows. A personal dashboard has `accountType: 'personal'`; its
 * accountId may be null until known (the API then uses the caller's personal account).
 */
export type DashboardAccount = {
  accountId: string | null;
  accountName?: string;
  accountType: 'personal' | 'organization';
  role: 'Admin' | 'OrganizationAdmin' | 'User';
};

export const PERSONAL_ACCOUNT: DashboardAccount = { accountId: null, accountType: 'personal', role: 'User' };

export function isOrganization(account: DashboardAccount): account is DashboardAccount & { accountId: string } {
  return account.accountType === 'organization' && account.accountId !== null;
}

/** Admins of an organisation may log for it and set its target (the server checks again). */
export function canAdminister(account: DashboardAccount): boolean {
  return account.accountType === 'personal' || account.role === 'Admin' || account.role === 'OrganizationAdmin';
}
