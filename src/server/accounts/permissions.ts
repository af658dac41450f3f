import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor';
import type { Executor } from '@/server/db/client';
import { accounts, userAccounts } from '@/server/db/schema';
import { ttlCache } from '@/server/cache/ttl-cache';

export type Role = 'Admin' | 'OrganizationAdmin' | 'User';
export type Membership = { userAccountId: string; accountId: string; accountType: 'personal' | 'organization'; role: Role };

const ADMIN_ROLES: ReadonlySet<Role> = new Set(['Admin', 'OrganizationAdmin']);

/** Being a member is not enough to manage an organisation: the role decides (CONVENTIONS §3). */
export function canManageOrganization(membership: Membership | null): boolean {
  return membership !== null && membership.accountType === 'organization' && ADMIN_ROLES.has(membership.role);
}

/** A personal account is logged for by its owner; an organisation by its admins. */
export function canLogWeightFor(membership: Membership | null): boolean {
  if (!membership) return false;
  return membership.accountType === 'personal' || canManageOrganization(membership);
}

/** Listing admins, inviting, resending and removing: admins of that organisation only. */
export const canListOrganizationMembers = canManageOrganization;
export const canInviteMembers = canManageOrganization;

/** Only an Admin may hand out (or take away) the Admin role; OrganizationAdmins manage the rest. */
export function canAssignRole(membership: Membership | null, role: Role): boolean {
  return canManageOrganization(membership) && (role !== 'Admin' || membership!.role === 'Admin');
}

export function canRemoveMember(membership: Membership | null, targetRole: Role): boolean {
  return canAssignRole(membership, targetRole);
}

/** A user reads only their own user record. */
export function canReadUser(actor: Pick<Actor, 'id'>, userId: string): boolean {
  return actor.id === userId;
}

/** A user changes only their own profile, and never one the coalition's directory manages. */
export function canEditProfile(actor: Pick<Actor, 'id' | 'directoryManaged'>, userId: string): boolean {
  return actor.id === userId && !actor.directoryManaged;
}

/** Invitations are accepted or rejected by the invited person only. */
export function canRespondToInvitation(actor: Pick<Actor, 'id'>, invitedUserId: string): boolean {
  return actor.id === invitedUserId;
}

/** The primary account is chosen among one's own memberships only. */
export function canSetPrimaryAccount(actor: Pick<Actor, 'id'>, membershipUserId: string): boolean {
  return actor.id === membershipUserId;
}

/** The user's active membership of an account, or null. */
export async function findActiveMembership(db: Executor, userId: string, accountId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ userAccountId: userAccounts.id, accountId: accounts.id, accountType: accounts.type, role: userAccounts.role })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(and(eq(userAccounts.userId, userId), eq(userAccounts.accountId, accountId), eq(userAccounts.status, 'Active')))
    .limit(1);
  return row ?? null;
}

/** Every user has exactly one personal account, created with them. */
// A user's personal account is made with them and never changes: once found, it is remembered.
const personalAccounts = ttlCache<string, string>({ ttlMs: Infinity, maxEntries: 50_000 });

export async function findPersonalAccountId(db: Executor, userId: string): Promise<string | null> {
  const cached = personalAccounts.get(userId);
  if (cached) return cached;
  const [row] = await db
    .select({ id: accounts.id })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(and(eq(userAccounts.userId, userId), eq(accounts.type, 'personal')))
    .limit(1);
  if (row) personalAccounts.set(userId, row.id);
  return row?.id ?? null;
}

/** An organisation's weight logs are read by its admins only, never by plain members. */
export function canReadOrganizationLogs(membership: Membership | null): boolean {
  return canManageOrganization(membership);
}

/** A goal is set, read and removed by the personal account's owner or an organisation's admins. */
export function canManageGoalOf(membership: Membership | null): boolean {
  if (!membership) return false;
  return membership.accountType === 'personal' || canManageOrganization(membership);
}
