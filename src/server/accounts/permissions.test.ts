import { describe, expect, it } from 'vitest';
import {
  canAssignRole,
  canEditProfile,
  canInviteMembers,
  canListOrganizationMembers,
  canLogWeightFor,
  canManageOrganization,
  canReadUser,
  canRemoveMember,
  canRespondToInvitation,
  canSetPrimaryAccount,
  type Membership,
  type Role,
} from './permissions';

const ROLES: Role[] = ['Admin', 'OrganizationAdmin', 'User'];
const org = (role: Role): Membership => ({ userAccountId: 'ua', accountId: 'a', accountType: 'organization', role });
const personal = (role: Role): Membership => ({ ...org(role), accountType: 'personal' });

describe('organisation management rules, for every role', () => {
  it.each([
    ['Admin', true],
    ['OrganizationAdmin', true],
    ['User', false],
  ] as const)('%s of an organisation manages it: %s', (role, allowed) => {
    for (const rule of [canManageOrganization, canListOrganizationMembers, canInviteMembers]) {
      expect(rule(org(role))).toBe(allowed);
      expect(rule(personal(role))).toBe(false); // a personal account is no organisation
    }
    expect(canManageOrganization(null)).toBe(false);
  });

  it('lets only an Admin grant or remove the Admin role', () => {
    const table = ROLES.map((actor) => ROLES.map((target) => canAssignRole(org(actor), target)));
    expect(table).toEqual([
      [true, true, true],
      [false, true, true],
      [false, false, false],
    ]);
    expect(ROLES.map((actor) => ROLES.map((target) => canRemoveMember(org(actor), target)))).toEqual(table);
    expect(canAssignRole(null, 'User')).toBe(false);
    expect(canRemoveMember(personal('Admin'), 'User')).toBe(false);
  });

  it('keeps logging weight: personal by its owner, organisation by its admins', () => {
    expect(ROLES.map((role) => canLogWeightFor(org(role)))).toEqual([true, true, false]);
    expect(ROLES.map((role) => canLogWeightFor(personal(role)))).toEqual([true, true, true]);
    expect(canLogWeightFor(null)).toBe(false);
  });
});

describe('own-only rules', () => {
  const me = { id: 'me', directoryManaged: false };
  it('reads, responds to invitations and sets the primary account only for oneself', () => {
    for (const rule of [canReadUser, canRespondToInvitation, canSetPrimaryAccount]) {
      expect(rule(me, 'me')).toBe(true);
      expect(rule(me, 'someone-else')).toBe(false);
    }
  });
  it('edits only an own profile the directory does not manage', () => {
    expect(canEditProfile(me, 'me')).toBe(true);
    expect(canEditProfile(me, 'someone-else')).toBe(false);
    expect(canEditProfile({ id: 'me', directoryManaged: true }, 'me')).toBe(false);
  });
});
