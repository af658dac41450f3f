import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditActorKind, AuditDetail, AuditOutcome } from '@/lib/schemas/audit';
import { users } from './users';

/**
 * The audit record's names for people: one random reference a person, the only link between an
 * entry and a user. It goes with the user's row, so once an account is deleted its entries keep a
 * reference that names no one (and still tells that the same deleted account acted twice).
 */
export const auditPeople = pgTable('audit_people', {
  ref: uuid('ref').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * The audit record of administrative actions (docs/decisions/0060-audit-record.md): one row per
 * action, written in the action's own transaction (a refused attempt on its own). The app only
 * inserts; a trigger refuses UPDATE and any DELETE but the retention purge's. People are named by
 * their `audit_people` reference, without a foreign key, so an entry outlives the accounts it
 * names and keeps nothing of a deleted person; addresses are read when the entry is shown.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').$type<AuditAction>().notNull(),
    outcome: text('outcome').$type<AuditOutcome>().notNull(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actorRef: uuid('actor_ref'),
    targetRef: uuid('target_ref'),
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
    index('audit_entries_actor_ref_idx').on(t.actorRef),
  ],
);
