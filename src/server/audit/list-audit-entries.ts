import 'server-only';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays } from '@/lib/dates';
import type { AuditEntries, AuditEntriesQuery, AuditEntry } from '@/lib/schemas/audit';
import type { Db, Executor } from '@/server/db/client';
import { accounts, auditEntries, auditPeople, users } from '@/server/db/schema';

const actorPerson = alias(auditPeople, 'actor_person');
const actorUser = alias(users, 'actor_user');
const targetPerson = alias(auditPeople, 'target_person');
const targetUser = alias(users, 'target_user');

/** The most entries one CSV holds: past this, narrow the filters (the file says so in its last line). */
export const AUDIT_CSV_MAX_ROWS = 50_000;

const columns = {
  id: auditEntries.id,
  at: auditEntries.at,
  action: auditEntries.action,
  outcome: auditEntries.outcome,
  actorKind: auditEntries.actorKind,
  actorRef: auditEntries.actorRef,
  actorEmail: actorUser.email,
  targetRef: auditEntries.targetRef,
  targetEmail: targetUser.email,
  organizationId: auditEntries.organizationId,
  organizationName: accounts.name,
  detail: auditEntries.detail,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

/** `%`, `_` and `\` in what the Admin typed match themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersOf(query: AuditEntriesQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditEntries.action, query.action));
  if (query.outcome) conditions.push(eq(auditEntries.outcome, query.outcome));
  if (query.actorEmail) conditions.push(ilike(actorUser.email, contains(query.actorEmail)));
  if (query.organizationId) conditions.push(eq(auditEntries.organizationId, query.organizationId));
  if (query.from) conditions.push(gte(auditEntries.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(auditEntries.at, new Date(`${addDays(query.to, 1)}T00:00:00Z`)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function toEntry(row: Row): AuditEntry {
  // A reference whose person is gone is a deleted account: its address went with it.
  return {
    id: row.id!,
    at: row.at!.toISOString(),
    action: row.action!,
    outcome: row.outcome!,
    actorKind: row.actorKind!,
    actorEmail: row.actorEmail,
    actorDeleted: row.actorRef !== null && row.actorEmail === null,
    targetEmail: row.targetEmail,
    targetDeleted: row.targetRef !== null && row.targetEmail === null,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    detail: row.detail ?? {},
  };
}

function select(db: Executor, query: AuditEntriesQuery) {
  return db
    .select(columns)
    .from(auditEntries)
    .leftJoin(actorPerson, eq(actorPerson.ref, auditEntries.actorRef))
    .leftJoin(actorUser, eq(actorUser.id, actorPerson.userId))
    .leftJoin(targetPerson, eq(targetPerson.ref, auditEntries.targetRef))
    .leftJoin(targetUser, eq(targetUser.id, targetPerson.userId))
    .leftJoin(accounts, eq(accounts.id, auditEntries.organizationId))
    .where(filtersOf(query))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id));
}

/** One page of the entries the filters keep, newest first, with how many there are in all. */
export async function listAuditEntries({ db, query, retentionDays }: { db: Db; query: AuditEntriesQuery; retentionDays: number }): Promise<AuditEntries> {
  const [rows, [total]] = await Promise.all([
    select(db, query)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(auditEntries)
      .leftJoin(actorPerson, eq(actorPerson.ref, auditEntries.actorRef))
      .leftJoin(actorUser, eq(actorUser.id, actorPerson.userId))
      .where(filtersOf(query)),
  ]);
  return { entries: rows.map(toEntry), page: query.page, pageSize: query.pageSize, total: total?.n ?? 0, retentionDays };
}

/** Every entry the filters keep (up to AUDIT_CSV_MAX_ROWS), newest first, for the CSV. */
export async function allAuditEntries({ db, query }: { db: Executor; query: AuditEntriesQuery }): Promise<{ entries: AuditEntry[]; truncated: boolean }> {
  const rows = await select(db, query).limit(AUDIT_CSV_MAX_ROWS + 1);
  return { entries: rows.slice(0, AUDIT_CSV_MAX_ROWS).map(toEntry), truncated: rows.length > AUDIT_CSV_MAX_ROWS };
}
