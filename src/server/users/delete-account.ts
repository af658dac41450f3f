import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ADMIN_ROLES } from '@/lib/accounts/roles';
import type { DeleteAccountInput } from '@/lib/schemas/users';
import { lockOrganizationMemberships } from '@/server/accounts/membership-queries';
import { hasOtherAdmin, LAST_ADMIN } from '@/server/accounts/remove-member';
import { recordAudit } from '@/server/audit/record-audit';
import { forgetActor, type Actor } from '@/server/auth/actor';
import { verifyPassword } from '@/server/auth/password';
import type { Db, Executor } from '@/server/db/client';
import { accounts, userAccounts, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { assertSignInAllowed, recordSignInFailure, recordSignInSuccess } from '@/server/rate-limit/rate-limit';

/** How recent a sign-in must be for someone without a password to delete their account. */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

/**
 * Deletes the caller's account (docs/decisions/0028-deleting-an-account.md): the users
 * row and everything that cascades from it (memberships, weight logs, progress, goal of the
 * personal account, refresh tokens, mailed links, linked identities, reminder settings and
 * deliveries), the personal account itself and the reminder jobs queued for them, in one
 * transaction. Rows of others that named them (an invitation they sent, an organisation goal they
 * set) keep the row and lose the name (ON DELETE SET NULL). The community total is not reduced.
 *
 * The proof it is them: their password, or, for someone who only signs in through an external
 * provider, a session that signed in within RECENT_SIGN_IN_MS. The last admin of an organisation
 * must hand it over first (409 LastAdminCannotLeave). Every sign-in ends with the row: an old
 * access token finds no user (401) and the session cookie's next refresh ends the session.
 */
export async function deleteAccount({
  db,
  actor,
  input,
  clientIp,
  now = Date.now(),
}: {
  db: Db;
  actor: Actor;
  input: DeleteAccountInput;
  clientIp: string;
  now?: number;
}): Promise<void> {
  await proveItIsThem(db, actor, input, clientIp, now);
  await db.transaction(async (tx) => {
    if (!(await removeAccount(tx, actor.id, 'self'))) throw new AppError('unauthorized', 'The access token is invalid or expired');
  });
  // This process refuses their tokens at once; others within ACTOR_CACHE_TTL_MS.
  forgetActor(actor.id);
}

/**
 * The deletion itself, inside the caller's transaction: false when there is no such person; 409
 * LastAdminCannotLeave (nothing deleted) for the only admin of an organisation. Also used by the
 * deletion of inactive accounts (src/server/retention/), which is the app's own doing (`system`
 * in the audit record); the person's own deletion says `self`.
 */
export async function removeAccount(tx: Executor, userId: string, deletedBy: 'self' | 'system' = 'system'): Promise<boolean> {
  const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!person) return false;
  await assertNotLastAdmin(tx, userId);
  const personal = await tx
    .select({ id: accounts.id })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(and(eq(userAccounts.userId, userId), eq(accounts.type, 'personal')));
  await deleteQueuedJobs(tx, userId);
  // The personal account is theirs alone: it goes with its goal and logs.
  if (personal.length > 0)
    await tx.delete(accounts).where(
      inArray(
        accounts.id,
        personal.map((p) => p.id),
      ),
    );
  await tx.delete(users).where(eq(users.id, userId));
  // The deletion is on record; who was deleted is not (their id, address, name and audit reference go with them).
  await recordAudit(tx, { action: 'account.delete', actor: { kind: deletedBy } });
  return true;
}

async function proveItIsThem(db: Db, actor: Actor, input: DeleteAccountInput, clientIp: string, now: number): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id)).limit(1);
  if (!row) throw new AppError('unauthorized', 'The access token is invalid or expired');
  if (row.passwordHash) {
    if (!input.password) throw new AppError('validation', 'Invalid input', { errors: { password: { key: 'passwordRequired', values: {} } } });
    // The sign-in lockout counts here too: a stolen token is no way to guess the password.
    await assertSignInAllowed(actor.email, clientIp);
    if (!(await verifyPassword(row.passwordHash, input.password))) {
      await recordSignInFailure(actor.email, clientIp);
      throw new AppError('forbidden', 'WrongPassword');
    }
    await recordSignInSuccess(actor.email, clientIp);
    return;
  }
  const signedInAt = actor.signedInAt ?? null;
  if (signedInAt === null || now - signedInAt > RECENT_SIGN_IN_MS || signedInAt > now + 60_000) throw new AppError('forbidden', 'RecentSignInRequired');
}

/** 409 when the person is the only active admin of an organisation; the memberships are locked in the usual order. */
async function assertNotLastAdmin(tx: Executor, userId: string): Promise<void> {
  const administered = await tx
    .select({ membershipId: userAccounts.id, accountId: userAccounts.accountId })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(
      and(eq(userAccounts.userId, userId), eq(userAccounts.status, 'Active'), eq(accounts.type, 'organization'), inArray(userAccounts.role, [...ADMIN_ROLES])),
    )
    .orderBy(asc(userAccounts.accountId));
  for (const { membershipId, accountId } of administered) {
    await lockOrganizationMemberships(tx, accountId);
    if (!(await hasOtherAdmin(tx, accountId, membershipId))) throw new AppError('conflict', LAST_ADMIN);
  }
}

/** Reminder jobs queued for the person (pg-boss keeps them in its own schema, when the queue runs). */
async function deleteQueuedJobs(tx: Executor, userId: string): Promise<void> {
  const result = await tx.execute(sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS job, to_regclass('pgboss.archive') IS NOT NULL AS archive`);
  const [tables] = (result as unknown as { rows: { job: boolean; archive: boolean }[] }).rows;
  if (tables?.job) await tx.execute(sql`DELETE FROM pgboss.job WHERE data->>'userId' = ${userId}`);
  if (tables?.archive) await tx.execute(sql`DELETE FROM pgboss.archive WHERE data->>'userId' = ${userId}`);
}
