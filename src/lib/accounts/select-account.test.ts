import { describe, expect, it } from 'vitest';
import type { Account } from '../schemas/accounts';
import {
  accountLabel,
  accountTypeLabel,
  canManageAccount,
  hasMoreThanPersonal,
  markPrimary,
  selectAfterRefresh,
  selectInitialAccount,
  sortAccounts,
} from './select-account';

let n = 0;
function account(overrides: Partial<Account>): Account {
  n += 1;
  const hex = String(n).padStart(12, '0');
  return {
    id: `10000000-0000-4000-8000-${hex}`,
    accountId: `20000000-0000-4000-8000-${hex}`,
    accountName: 'Somebody',
    accountType: 'organization',
    role: 'User',
    isPrimary: false,
    invitationDate: null,
    userId: '30000000-0000-4000-8000-000000000001',
    shareWeights: false,
    ...overrides,
  };
}

const personal = account({ accountType: 'personal', accountName: 'Zed Person' });
const beta = account({ accountName: 'beta Club', role: 'OrganizationAdmin' });
const alpha = account({ accountName: 'Alpha Org', role: 'User' });
const gamma = account({ accountName: 'Gamma', role: 'Admin', isPrimary: true });

describe('sortAccounts', () => {
  it('puts the personal account first, then organisations by name, ignoring case', () => {
    expect(sortAccounts([gamma, beta, personal, alpha]).map((a) => a.accountName)).toEqual(['Zed Person', 'Alpha Org', 'beta Club', 'Gamma']);
  });
  it('does not change its input', () => {
    const input = [beta, personal];
    sortAccounts(input);
    expect(input).toEqual([beta, personal]);
  });
});

describe('selectInitialAccount (first load)', () => {
  it('uses the stored last account when it still exists', () => {
    expect(selectInitialAccount([personal, alpha, gamma], alpha.accountId)).toBe(alpha);
  });
  it('falls back to the primary when the stored one is gone', () => {
    expect(selectInitialAccount([personal, alpha, gamma], '20000000-0000-4000-8000-999999999999')).toBe(gamma);
  });
  it('uses the primary when nothing is stored', () => {
    expect(selectInitialAccount([personal, alpha, gamma], null)).toBe(gamma);
  });
  it('uses the first (sorted) when there is no primary', () => {
    expect(selectInitialAccount([beta, alpha], null)).toBe(alpha);
    expect(selectInitialAccount([beta, alpha, personal], null)).toBe(personal);
  });
  it('answers null for no accounts', () => {
    expect(selectInitialAccount([], 'x')).toBeNull();
  });
});

describe('selectAfterRefresh', () => {
  it('keeps the current account when it is still present', () => {
    expect(selectAfterRefresh([personal, beta, gamma], beta.accountId)).toBe(beta);
  });
  it('falls back to the primary, then the first, when the current one is gone', () => {
    expect(selectAfterRefresh([personal, gamma], beta.accountId)).toBe(gamma);
    expect(selectAfterRefresh([beta, personal], alpha.accountId)).toBe(personal);
    expect(selectAfterRefresh([], alpha.accountId)).toBeNull();
  });
});

describe('markPrimary', () => {
  it('marks only the chosen membership as primary', () => {
    const result = markPrimary([{ ...personal, isPrimary: true }, beta, gamma], beta.id);
    expect(result.map((a) => a.isPrimary)).toEqual([false, true, false]);
  });
});

describe('labels', () => {
  it("labels the personal account 'Personal Account' and types it Personal", () => {
    expect(accountLabel(personal)).toEqual({ kind: 'personal' });
    expect(accountTypeLabel(personal)).toBe('personal');
  });
  it("labels a User membership of an organisation 'Personal (name)'", () => {
    expect(accountLabel(alpha)).toEqual({ kind: 'personalOrganization', name: 'Alpha Org' });
    expect(accountTypeLabel(alpha)).toBe('organizational');
  });
  it('labels admin memberships with the organisation name', () => {
    expect(accountLabel(beta)).toEqual({ kind: 'organization', name: 'beta Club' });
    expect(accountLabel(gamma)).toEqual({ kind: 'organization', name: 'Gamma' });
  });
});

describe('hasMoreThanPersonal', () => {
  it('is false for the single personal account and true once an organisation exists', () => {
    expect(hasMoreThanPersonal([personal])).toBe(false);
    expect(hasMoreThanPersonal([])).toBe(false);
    expect(hasMoreThanPersonal([personal, alpha])).toBe(true);
  });
});

describe('canManageAccount (client mirror)', () => {
  it('allows Admin and OrganizationAdmin of an organisation only', () => {
    expect(canManageAccount(gamma)).toBe(true);
    expect(canManageAccount(beta)).toBe(true);
    expect(canManageAccount(alpha)).toBe(false);
    expect(canManageAccount(personal)).toBe(false);
    expect(canManageAccount({ ...personal, role: 'Admin' })).toBe(false);
    expect(canManageAccount(null)).toBe(false);
  });
});
