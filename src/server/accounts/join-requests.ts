import 'server-only';
import { and, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { JoinRequest, JoinRequestDecision, OrgMember } from '@/lib/schemas/accounts';
import type { Locale } from '@/i18n/routing';
import { personActor, recordAudit, withRefusalsRecorded } from '@/server/audit/record-audit';
import type { Actor } from '@/server/auth/actor';
import type { Db, Executor } from '@/server/db/client';
import { accounts, userAccounts, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { logger } from '@/server/logger';
import { sendJoinRequestDecisionMail } from '@/server/mail/join-request-mails';
import { findProfileOrganization } from './account-dto';
import { mailAdminsOfWaitingRequests } from './join-request-digest';
import { findMembershipRow, findOrgMember } from './membership-queries';

/*
 * A person's request to join an organisation. The request is the
 * person's own membership row (role User, never invited) in status Requested: the organisation's
 * admins see it in their list and approve it (→ Active, a membership) or decline it (→ Declined).
 * The person may withdraw it while it waits (the row goes). Once approved, the organisation is
 * the profile's, fixed (SPEC §2).
 */

/** The person's own rows: never invited, role User, in an organisation. */
const selfDeclared = and(eq(userAccounts.role, 'User'), isNull(userAccounts.invitedBy), isNull(userAccounts.invitationDate), eq(accounts.type, 'organization'));

const joinRequestColumns = {
  accountId: accounts.id,
  accountName: accounts.name,
  userId: userAccounts.userId,
  status: userAccounts.status,
  createdAt: userAccounts.createdAt,
  decidedAt: userAccounts.decidedAt,
};

type JoinRequestRow = { accountId: string; accountName: string; userId: string; status: string; createdAt: Date; decidedAt: Date | null };

function toJoinRequest(row: JoinRequestRow): JoinRequest {
  const status = row.status === 'Requested' ? 'Requested' : row.status === 'Declined' ? 'Declined' : 'Approved';
  return {
    accountId: row.accountId,
    accountName: row.accountName,
    userId: row.userId,
    status,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The person's newest request: waiting, declined, or approved (then it is a membership too). */
export async function findLatestJoinRequest(db: Executor, userId: string): Promise<JoinRequest | null> {
  const [row] = await db
    .select(joinRequestColumns)
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(and(eq(userAccounts.userId, userId), selfDeclared, or(inArray(userAccounts.status, ['Requested', 'Declined']), isNotNull(userAccounts.decidedAt))))
    .orderBy(desc(userAccounts.updatedAt))
    .limit(1);
  return row ? toJoinRequest(row) : null;
}

/**
 * Makes the request, inside the caller's transaction (the profile's save uses it too). The
 * person's row is locked first, so two requests of one person run one after the other: at most
 * one waits at a time. Asking again for the organisation already waiting changes nothing.
 * Answers whether a request was made (then the caller tells the admins, once it is committed).
 */
export async function createJoinRequest(tx: Executor, userId: string, accountId: string, locale: Locale): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [organization] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.type, 'organization')))
    .limit(1);
  if (!organization) throw new AppError('not_found', 'There is no such organisation');
  const fixed = await findProfileOrganization(tx, userId);
  if (fixed) throw new AppError('conflict', 'The organisation is already set and cannot be changed');
  const pending = await findLatestJoinRequest(tx, userId);
  if (pending?.status === 'Requested') {
    if (pending.accountId === accountId) return false;
    throw new AppError('conflict', 'You have already asked to join another organisation: withdraw that request first');
  }
  const existing = await findMembershipRow(tx, userId, accountId);
  if (existing?.status === 'Declined') throw new AppError('conflict', 'This organisation has declined your request');
  if (existing) throw new AppError('conflict', 'You already belong to or are invited to this organisation');
  await tx.insert(userAccounts).values({ userId, accountId, role: 'User', status: 'Requested', requestLocale: locale });
  return true;
}

/** POST /api/Account/{accountId}/join-requests: the caller asks to join. */
export async function requestToJoin({ db, actor, input }: { db: Db; actor: Actor; input: { accountId: string; locale: Locale } }): Promise<JoinRequest> {
  if (actor.directoryManaged) throw new AppError('forbidden', 'This profile is managed by Active Directory and cannot be changed');
  const { made, request } = await db.transaction(async (tx) => {
    const made = await createJoinRequest(tx, actor.id, input.accountId, input.locale);
    return { made, request: (await findLatestJoinRequest(tx, actor.id))! };
  });
  if (made) await mailAdminsOfWaitingRequests(db, input.accountId);
  return request;
}

/**
 * PUT /api/Account/{accountId}/join-requests/{userId}: an admin approves (→ Active) or declines
 * (→ Declined) a waiting request. The row is locked while its status is read and changed, so a
 * withdrawal and a decision never both win. The person is mailed in the language they asked in.
 */
export async function decideJoinRequest({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: { accountId: string; userId: string } & JoinRequestDecision;
}): Promise<OrgMember> {
  const audit = {
    action: input.decision === 'Approved' ? 'join_request.approve' : 'join_request.decline',
    actor: personActor(actor),
    targetUserId: input.userId,
    organizationId: input.accountId,
  } as const;
  const member = await withRefusalsRecorded(db, audit, () =>
    db.transaction(async (tx) => {
      const row = await findMembershipRow(tx, input.userId, input.accountId, { lock: true });
      if (!row || (row.status !== 'Requested' && !(await wasRequested(tx, row.id)))) throw new AppError('not_found', 'There is no request from this person');
      if (row.status !== 'Requested') throw new AppError('conflict', 'This request has already been decided');
      const now = new Date();
      await tx
        .update(userAccounts)
        .set({ status: input.decision === 'Approved' ? 'Active' : 'Declined', decidedAt: now, updatedAt: now })
        .where(eq(userAccounts.id, row.id));
      await recordAudit(tx, audit);
      return (await findOrgMember(tx, input.accountId, input.userId))!;
    }),
  );
  const [target] = await db
    .select({ requestLocale: userAccounts.requestLocale })
    .from(userAccounts)
    .where(and(eq(userAccounts.userId, input.userId), eq(userAccounts.accountId, input.accountId)))
    .limit(1);
  try {
    await sendJoinRequestDecisionMail({
      to: member.email,
      locale: target?.requestLocale === 'es-ES' ? 'es-ES' : 'en-US',
      organizationName: member.accountName,
      decision: input.decision,
    });
  } catch (err) {
    logger.error({ err }, 'join request decision mail failed');
  }
  return member;
}

/** Whether a row was once a request (a decided one carries the moment of the decision). */
async function wasRequested(tx: Executor, userAccountId: string): Promise<boolean> {
  const [row] = await tx.select({ decidedAt: userAccounts.decidedAt }).from(userAccounts).where(eq(userAccounts.id, userAccountId)).limit(1);
  return !!row?.decidedAt;
}

/** DELETE /api/Account/{accountId}/join-requests/{userId}: the person withdraws a waiting request (the guard checks it is theirs). */
export async function withdrawJoinRequest({ db, actor, input }: { db: Db; actor: Actor; input: { accountId: string } }): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findMembershipRow(tx, actor.id, input.accountId, { lock: true });
    if (!row || (row.status !== 'Requested' && !(await wasRequested(tx, row.id)))) throw new AppError('not_found', 'There is no request to this organisation');
    if (row.status !== 'Requested') throw new AppError('conflict', 'This request has already been decided');
    await tx.delete(userAccounts).where(eq(userAccounts.id, row.id));
  });
}
