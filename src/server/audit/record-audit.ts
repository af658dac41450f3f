import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { AuditAction, AuditActorKind, AuditDetail, AuditOutcome } from '@/lib/schemas/audit';
import type { Actor } from '@/server/auth/actor';
import type { Db, Executor } from '@/server/db/client';
import { auditEntries, auditPeople, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { logger } from '@/server/logger';

/**
 * Who acted: a signed-in admin (by id; the entry keeps only their audit reference), the person
 * whose own account it was (`self`, nothing of them kept), or `npm run admin` (`command`, run by
 * whoever holds the server).
 */
export type AuditActor = { kind: 'person'; id: string } | { kind: Exclude<AuditActorKind, 'person'> };

export type AuditEntryInput = {
  action: AuditAction;
  actor: AuditActor;
  /** The person acted on, by user id. */
  targetUserId?: string | null;
  /** The person acted on by their address, when the action only knows that: nobody for an unknown address. */
  targetEmail?: string;
  organizationId?: string | null;
  detail?: AuditDetail;
};

/** The signed-in admin as an audit actor. */
export const personActor = (actor: Actor): AuditActor => ({ kind: 'person', id: actor.id });

/**
 * The person's audit reference, made on first use; it goes with their account. An existing one is
 * only read: making one checks the users row (a foreign key), which an action's transaction
 * should not wait on, so `withRefusalsRecorded` makes them before the action starts.
 */
async function referenceOf(db: Executor, userId: string): Promise<string | null> {
  const [known] = await db.select({ ref: auditPeople.ref }).from(auditPeople).where(eq(auditPeople.userId, userId)).limit(1);
  if (known) return known.ref;
  // Made only while the person exists: a reference to someone deleted meanwhile would fail its foreign key.
  const result = await db.execute(
    sql`INSERT INTO audit_people (user_id) SELECT id FROM users WHERE id = ${userId} ON CONFLICT (user_id) DO NOTHING RETURNING ref`,
  );
  const [made] = (result as unknown as { rows: { ref: string }[] }).rows;
  if (made) return made.ref;
  // Made meanwhile by another transaction, or the person is gone.
  const [again] = await db.select({ ref: auditPeople.ref }).from(auditPeople).where(eq(auditPeople.userId, userId)).limit(1);
  return again?.ref ?? null;
}

async function targetUserIdOf(db: Executor, entry: AuditEntryInput): Promise<string | null> {
  if (entry.targetUserId) return entry.targetUserId;
  if (entry.targetEmail === undefined) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, entry.targetEmail.trim().toLowerCase())).limit(1);
  return user?.id ?? null;
}

async function targetOf(db: Executor, entry: AuditEntryInput): Promise<string | null> {
  const userId = await targetUserIdOf(db, entry);
  return userId ? referenceOf(db, userId) : null;
}

/** Makes the references of the entry's people, each in a statement of its own. */
async function prepareReferences(db: Db, entry: AuditEntryInput): Promise<void> {
  if (entry.actor.kind === 'person') await referenceOf(db, entry.actor.id);
  const target = await targetUserIdOf(db, entry);
  if (target) await referenceOf(db, target);
}

/**
 * Writes one entry. Called with the action's own transaction, so the entry and the change it
 * records are committed together or not at all. The only writes the app makes to the record.
 */
export async function recordAudit(db: Executor, entry: AuditEntryInput, outcome: AuditOutcome = 'succeeded'): Promise<void> {
  await db.insert(auditEntries).values({
    action: entry.action,
    outcome,
    actorKind: entry.actor.kind,
    actorRef: entry.actor.kind === 'person' ? await referenceOf(db, entry.actor.id) : null,
    targetRef: await targetOf(db, entry),
    organizationId: entry.organizationId ?? null,
    detail: entry.detail ?? {},
  });
}

/** The refusals an action decides by its rules: an attempt worth recording. A 404 or bad input is not. */
const RECORDED_REFUSALS: ReadonlySet<AppError['code']> = new Set(['forbidden', 'conflict']);

/**
 * Runs an administrative action; when it refuses by its rules (403, 409) the attempt is recorded
 * as `refused`, after the action's transaction has rolled back, so the entry is the only write
 * of the failed request. A failure to record it is logged and the refusal answered as it was.
 * The people's references are made first, so the action's own transaction only reads them.
 */
export async function withRefusalsRecorded<T>(db: Db, entry: AuditEntryInput, action: () => Promise<T>): Promise<T> {
  await prepareReferences(db, entry);
  try {
    return await action();
  } catch (error) {
    if (error instanceof AppError && RECORDED_REFUSALS.has(error.code)) {
      try {
        await recordAudit(db, { ...entry, detail: { ...entry.detail, reason: error.detail.slice(0, 200) } }, 'refused');
      } catch (recordError) {
        logger.error({ err: recordError, action: entry.action }, 'recording a refused administrative action failed');
      }
    }
    throw error;
  }
}
