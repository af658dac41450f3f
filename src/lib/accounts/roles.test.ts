import { describe, expect, it } from 'vitest';
import { accountTypeSchema, membershipStatusSchema, roleSchema } from '@/lib/schemas/accounts';
import {
  ACCOUNT_TYPES,
  ADMIN_ROLES,
  CAPABILITIES,
  MEMBERSHIP_STATUSES,
  PERSONAL_OWNER,
  ROLES,
  assignableRoles,
  isOrganizationAdmin,
  may,
  mayAssignRole,
  type AccountType,
  type Capability,
  type Role,
} from './roles';

const membership = (accountType: AccountType, role: Role) => ({ accountType, role });

describe('the roles and account types', () => {
  it('are the ones the database and the API know', () => {
    expect(ROLES).toEqual(['Admin', 'OrganizationAdmin', 'User']);
    expect(ACCOUNT_TYPES).toEqual(['personal', 'organization']);
    expect(ADMIN_ROLES).toEqual(['Admin', 'OrganizationAdmin']);
    expect(roleSchema.options).toEqual(ROLES);
    expect(accountTypeSchema.options).toEqual(ACCOUNT_TYPES);
    expect(membershipStatusSchema.options).toEqual(MEMBERSHIP_STATUSES);
    expect(MEMBERSHIP_STATUSES).toEqual(['Invited', 'Active', 'Rejected', 'Removed', 'Requested', 'Declined']);
    expect(roleSchema.safeParse('Owner').error?.issues[0]?.message).toBe('invalidValue');
  });
});

describe('what each role may do in each kind of account', () => {
  // Written out, not derived: the table is the rule set as SPEC §3 and CONVENTIONS §3 state it.
  const organizationAdminsOnly: Record<AccountType, Record<Role, boolean>> = {
    organization: { Admin: true, OrganizationAdmin: true, User: false },
    personal: { Admin: false, OrganizationAdmin: false, User: false },
  };
  const allowed: Record<Capability, Record<AccountType, Record<Role, boolean>>> = {
    manageOrganization: organizationAdminsOnly,
    administerAccount: {
      organization: { Admin: true, OrganizationAdmin: true, User: false },
      personal: { Admin: true, OrganizationAdmin: true, User: true },
    },
    decideJoinRequests: organizationAdminsOnly,
    readOrganizationProgress: organizationAdminsOnly,
    readSharedWeights: organizationAdminsOnly,
  };

  it('names every capability in the table', () => {
    expect(Object.keys(CAPABILITIES).sort()).toEqual(Object.keys(allowed).sort());
  });

  for (const capability of Object.keys(allowed) as Capability[]) {
    for (const accountType of ACCOUNT_TYPES) {
      it.each(ROLES)(`${capability} in a ${accountType} account as %s`, (role) => {
        expect(may(capability, membership(accountType, role))).toBe(allowed[capability][accountType][role]);
      });
    }
    it(`${capability}: no membership (someone else's account, or none at all) allows nothing`, () => {
      expect(may(capability, null)).toBe(false);
      expect(may(capability, undefined)).toBe(false);
    });
  }

  it('lets the owner administer the personal account, and manage no organisation with it', () => {
    expect(may('administerAccount', PERSONAL_OWNER)).toBe(true);
    expect(may('manageOrganization', PERSONAL_OWNER)).toBe(false);
  });

  it('calls only the admin roles of an organisation its admins', () => {
    expect(ROLES.map((role) => isOrganizationAdmin(membership('organization', role)))).toEqual([true, true, false]);
    expect(ROLES.map((role) => isOrganizationAdmin(membership('personal', role)))).toEqual([false, false, false]);
    expect(isOrganizationAdmin(null)).toBe(false);
  });
});

describe('which roles an admin may grant or take away', () => {
  it('lets only an Admin grant the Admin role; OrganizationAdmins the others; members none', () => {
    // Rows: the actor's role in the organisation; columns: the role granted (Admin, OrganizationAdmin, User).
    expect(ROLES.map((actor) => ROLES.map((target) => mayAssignRole(membership('organization', actor), target)))).toEqual([
      [true, true, true],
      [false, true, true],
      [false, false, false],
    ]);
  });

  it('grants nothing in a personal account or without a membership', () => {
    for (const actor of ROLES) for (const target of ROLES) expect(mayAssignRole(membership('personal', actor), target)).toBe(false);
    for (const target of ROLES) expect(mayAssignRole(null, target)).toBe(false);
  });

  it('offers the invitation form the grantable roles, the default first and Admin last', () => {
    expect(assignableRoles(membership('organization', 'Admin'))).toEqual(['OrganizationAdmin', 'User', 'Admin']);
    expect(assignableRoles(membership('organization', 'OrganizationAdmin'))).toEqual(['OrganizationAdmin', 'User']);
    expect(assignableRoles(membership('organization', 'User'))).toEqual([]);
    expect(assignableRoles(membership('personal', 'Admin'))).toEqual([]);
    expect(assignableRoles(null)).toEqual([]);
  });
});
