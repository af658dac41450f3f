/**
 * The one authorization rule set (docs/decisions/0024): the roles, the account types,
 * and what each role may do in each type. The database enums, the zod schemas
 * (src/lib/schemas/accounts.ts), the server's guard and services, and the browser's courtesy
 * checks all derive from here; the server decides, the browser only hides what would be refused.
 * No zod here: the browser's checks import this module, and zod stays out of a page's first
 * load (docs/decisions/0013).
 */
export const ROLES = ['Admin', 'OrganizationAdmin', 'User'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_TYPES = ['personal', 'organization'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * A membership's states: Invited → Active | Rejected, Removed by an admin; a person's own request
 * to join Requested → Active (approved) | Declined.
 */
export const MEMBERSHIP_STATUSES = ['Invited', 'Active', 'Rejected', 'Removed', 'Requested', 'Declined'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** The roles that administer an organisation (CONVENTIONS §3); the rest are plain members. */
export const ADMIN_ROLES: readonly Role[] = ['Admin', 'OrganizationAdmin'];

/** A user's active membership of one account, as the rules need it. */
export type MembershipRole = { accountType: AccountType; role: Role };

/** Every user's membership of their own personal account (made with them, never changed). */
export const PERSONAL_OWNER: MembershipRole = { accountType: 'personal', role: 'User' };

/** Being a member is not enough to manage an organisation: the role decides (CONVENTIONS §3). */
export function isOrganizationAdmin(membership: MembershipRole | null | undefined): boolean {
  return !!membership && membership.accountType === 'organization' && ADMIN_ROLES.includes(membership.role);
}

/**
 * What a membership allows, by name. A call's definition names the capability it needs and the
 * account it acts on; one guard on the server enforces it (src/server/api/authorize.ts).
 * - manageOrganization: list members, invite, resend, remove, read the organisation's logs.
 * - administerAccount: log weights and manage the goal of an account: the owner of a personal
 *   account, or an admin of an organisation.
 * - decideJoinRequests: approve or decline a person's request to join an organisation (decision
 *   0035): its admins, never a plain member.
 * - readOrganizationProgress: an organisation's outcome figures (members, pounds lost, shares
 *   who lost 3/5/10%): its admins only.
 * - readSharedWeights: the own weights of the members who agreed to show them to the
 *   organisation's admins: its admins only. Whose weights is the member's
 *   choice (`user_accounts.share_weights`), which only the member changes (a `self` call).
 */
export const CAPABILITIES = {
  manageOrganization: (m: MembershipRole | null | undefined) => isOrganizationAdmin(m),
  decideJoinRequests: (m: MembershipRole | null | undefined) => isOrganizationAdmin(m),
  readOrganizationProgress: (m: MembershipRole | null | undefined) => isOrganizationAdmin(m),
  readSharedWeights: (m: MembershipRole | null | undefined) => isOrganizationAdmin(m),
  administerAccount: (m: MembershipRole | null | undefined) => !!m && (m.accountType === 'personal' || isOrganizationAdmin(m)),
} as const;
export type Capability = keyof typeof CAPABILITIES;

/** No membership (another person's account, or one that does not exist) allows nothing. */
export function may(capability: Capability, membership: MembershipRole | null | undefined): boolean {
  return CAPABILITIES[capability](membership);
}

/** Only an Admin may hand out (or take away) the Admin role; OrganizationAdmins manage the rest. */
export function mayAssignRole(membership: MembershipRole | null | undefined, role: Role): boolean {
  return isOrganizationAdmin(membership) && (role !== 'Admin' || membership!.role === 'Admin');
}

/** The roles an admin may offer in an invitation, in the order the form lists them: Admin last. */
export function assignableRoles(membership: MembershipRole | null | undefined): Role[] {
  return ROLES.filter((role) => mayAssignRole(membership, role)).sort((a, b) => Number(a === 'Admin') - Number(b === 'Admin'));
}
