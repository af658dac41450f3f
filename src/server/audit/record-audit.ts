import 'server-only';
import { sql } from 'drizzle-orm';
import type { AuditAction, AuditActorKind, AuditDetail, AuditOutcome } from '@/lib/schemas/audit';
import type { Actor } from '@/server/auth/actor';
import type { Db, Executor } from '@/server/db/client';
import { auditEntries } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { logger } from '@/server/logger';

/**
 * Who acted. A signed-in admin is kept by id and by the address they had then, so the entry still
 * names them after their account goes; `self` (a person deleting their own account) and `command`
 * (`npm run admin`, run by whoever holds the server) keep no identity.
 */
export type AuditActor = { kind: 'person'; id: string; email: string } | { kind: Exclude<AuditActorKind, 'person'> };

export type AuditEntryInput = {
  action: AuditAction;
  actor: AuditActor;
  /** The person acted on, by id (never their address: that is read when the entry is shown). */
  targetUserId?: string | null;
  /** The person acted on by their address, when the action only knows that: stored as their id, or nothing for an unknown address. */
  targetEmail?: string;
  organizationId?: string | null;
  detail?: AuditDetail;
};

/** The signed-in admin as an audit actor. */
export const personActor = (actor: Actor): AuditActor => ({ kind: 'person', id: actor.id, email: actor.email });

/**
 * Writes one entry. Called with the action's own transaction, so the entry and the change it
 * records are committed together or not at all. The only write the app makes to the table.
 */
export async function recordAudit(db: Executor, entry: AuditEntryInput, outcome: AuditOutcome = 'succeeded'): Promise<void> {
  const actor = entry.actor.kind === 'person' ? entry.actor : null;
  const target =
    entry.targetUserId ?? (entry.targetEmail === undefined ? null : sql`(SELECT id FROM users WHERE email = ${entry.targetEmail.trim().toLowerCase()})`);
  await db.insert(auditEntries).values({
    action: entry.action,
    outcome,
    actorKind: entry.actor.kind,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    targetUserId: target,
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
 */
export async function withRefusalsRecorded<T>(db: Db, entry: AuditEntryInput, action: () => Promise<T>): Promise<T> {
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
