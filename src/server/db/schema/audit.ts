import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditActorKind, AuditDetail, AuditOutcome } from '@/lib/schemas/audit';

/**
 * The audit record of administrative actions (docs/decisions/0060-audit-record.md): one row per
 * action, written in the action's own transaction (a refused attempt on its own). The app only
 * inserts; a trigger refuses UPDATE and any DELETE but the retention purge's. People are named by
 * id without a foreign key, so an entry outlives the accounts it names; the actor's address is
 * kept as it was, the target's is looked up when read (a deleted person's is gone).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').$type<AuditAction>().notNull(),
    outcome: text('outcome').$type<AuditOutcome>().notNull(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    targetUserId: uuid('target_user_id'),
    organizationId: uuid('organization_id'),
    detail: jsonb('detail')
      .$type<AuditDetail>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at.desc()),
    index('audit_entries_action_at_idx').on(t.action, t.at.desc()),
    index('audit_entries_organization_at_idx').on(t.organizationId, t.at.desc()),
  ],
);
