import 'server-only';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { weightsFhirBundle } from '@/lib/export/fhir-bundle';
import { weightsCsv } from '@/lib/export/weights-csv';
import type { ExportFormat, PersonalData } from '@/lib/schemas/export';
import type { Actor } from '@/server/auth/actor';
import type { Db, Executor } from '@/server/db/client';
import { accounts, externalIdentities, goals, milestones, reminderDeliveries, shareLinks, userAccounts, users, weightLogs } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { getReminderSettings } from '@/server/reminders/reminder-settings';
import { findPendingEmail } from './pending-email';
import { personColumns } from './person-columns';

/** A file to hand over: its bytes as text (UTF-8), media type and name. */
export type ExportFile = { body: string; contentType: string; filename: string };

const iso = (moment: Date) => moment.toISOString();
const isoOrNull = (moment: Date | null) => (moment ? moment.toISOString() : null);

/**
 * Everything the product holds about the person, from an explicit column list of
 * each table: never a password hash, a token or its hash, an unsubscribe nonce or another
 * provider secret. `now` is the app's clock, which also decides whether an email change still waits.
 */
export async function loadPersonalData(db: Executor, userId: string, now: Date = new Date()): Promise<PersonalData> {
  const [user] = await db
    .select({
      ...personColumns,
      emailVerifiedAt: users.emailVerifiedAt,
      directoryManaged: users.directoryManaged,
      displayUnit: users.displayUnit,
      heightCm: users.heightCm,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('not_found', 'No such user');
  const pendingEmail = await findPendingEmail(db, userId, now);

  const memberships = await db
    .select({
      id: userAccounts.id,
      accountId: accounts.id,
      accountName: accounts.name,
      accountType: accounts.type,
      role: userAccounts.role,
      status: userAccounts.status,
      isPrimary: userAccounts.isPrimary,
      shareWeights: userAccounts.shareWeights,
      invitedEmail: userAccounts.invitedEmail,
      invitationDate: userAccounts.invitationDate,
      createdAt: userAccounts.createdAt,
    })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(eq(userAccounts.userId, userId))
    .orderBy(asc(accounts.type), asc(accounts.name), asc(userAccounts.createdAt));
  const sent = await db
    .select({
      accountName: accounts.name,
      role: userAccounts.role,
      status: userAccounts.status,
      invitedEmail: userAccounts.invitedEmail,
      invitationDate: userAccounts.invitationDate,
    })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.id, userAccounts.accountId))
    .where(eq(userAccounts.invitedBy, userId))
    .orderBy(asc(userAccounts.invitationDate), asc(userAccounts.createdAt));

  const personalAccountIds = memberships.filter((m) => m.accountType === 'personal').map((m) => m.accountId);
  const goalRows = await db
    .select({
      accountId: accounts.id,
      accountName: accounts.name,
      accountType: accounts.type,
      goalWeight: goals.goalWeight,
      targetWeightLoss: goals.targetWeightLoss,
      createdAt: goals.createdAt,
      updatedAt: goals.updatedAt,
    })
    .from(goals)
    .innerJoin(accounts, eq(accounts.id, goals.accountId))
    // The personal account's goal, and any goal the person set.
    .where(personalAccountIds.length > 0 ? or(inArray(goals.accountId, personalAccountIds), eq(goals.createdBy, userId)) : eq(goals.createdBy, userId))
    .orderBy(asc(accounts.type), asc(accounts.name));

  const logs = await db
    .select({
      id: weightLogs.id,
      accountId: weightLogs.accountId,
      accountName: accounts.name,
      weight: weightLogs.weight,
      logDate: weightLogs.logDate,
      createdAt: weightLogs.createdAt,
      updatedAt: weightLogs.updatedAt,
    })
    .from(weightLogs)
    .innerJoin(accounts, eq(accounts.id, weightLogs.accountId))
    .where(eq(weightLogs.userId, userId))
    .orderBy(asc(weightLogs.logDate), asc(accounts.type), asc(accounts.name));

  const linked = await db
    .select({ provider: externalIdentities.provider, providerAccountId: externalIdentities.providerAccountId })
    .from(externalIdentities)
    .where(eq(externalIdentities.userId, userId))
    .orderBy(asc(externalIdentities.provider));
  const shares = await db
    .select({ id: shareLinks.id, includeWeight: shareLinks.includeWeight, timeZone: shareLinks.timeZone, createdAt: shareLinks.createdAt })
    .from(shareLinks)
    .where(eq(shareLinks.userId, userId))
    .orderBy(asc(shareLinks.createdAt));
  const earned = await db
    .select({ kind: milestones.kind, amount: milestones.amount, unit: milestones.unit, earnedOn: milestones.earnedOn, createdAt: milestones.createdAt })
    .from(milestones)
    .where(eq(milestones.userId, userId))
    .orderBy(asc(milestones.earnedOn), asc(milestones.createdAt), asc(milestones.key));
  const deliveries = await db
    .select({ kind: reminderDeliveries.kind, localDate: reminderDeliveries.localDate, sentAt: reminderDeliveries.sentAt })
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.userId, userId))
    .orderBy(asc(reminderDeliveries.sentAt));

  return {
    exportedAt: iso(now),
    profile: {
      ...user,
      heightCm: user.heightCm === null ? null : Number(user.heightCm),
      pendingEmail,
      emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
      createdAt: iso(user.createdAt),
    },
    memberships: memberships.map((m) => ({
      id: m.id,
      accountId: m.accountId,
      accountName: m.accountName,
      accountType: m.accountType,
      role: m.role,
      status: m.status,
      isPrimary: m.isPrimary,
      shareWeights: m.shareWeights,
      createdAt: iso(m.createdAt),
    })),
    invitations: {
      received: memberships
        .filter((m) => m.invitationDate !== null)
        .map((m) => ({
          accountName: m.accountName,
          role: m.role,
          status: m.status,
          invitedEmail: m.invitedEmail,
          invitationDate: isoOrNull(m.invitationDate),
        })),
      sent: sent.map((s) => ({ ...s, invitationDate: isoOrNull(s.invitationDate) })),
    },
    goals: goalRows.map((g) => ({
      ...g,
      goalWeight: g.goalWeight === null ? null : Number(g.goalWeight),
      targetWeightLoss: g.targetWeightLoss === null ? null : Number(g.targetWeightLoss),
      createdAt: iso(g.createdAt),
      updatedAt: iso(g.updatedAt),
    })),
    weightLogs: logs.map((l) => ({ ...l, weight: Number(l.weight), createdAt: iso(l.createdAt), updatedAt: iso(l.updatedAt) })),
    linkedProviders: linked,
    shareLinks: shares.map((link) => ({ ...link, createdAt: iso(link.createdAt) })),
    milestones: earned.map(({ createdAt, ...m }) => ({ ...m, recordedAt: iso(createdAt) })),
    reminders: { settings: await getReminderSettings(db, userId), sent: deliveries.map((d) => ({ ...d, sentAt: iso(d.sentAt) })) },
  };
}

/** The weights of the person's own (personal) account, as the dashboard reads them. */
function personalLogs(data: PersonalData) {
  const personal = new Set(data.memberships.filter((m) => m.accountType === 'personal').map((m) => m.accountId));
  return data.weightLogs.filter((log) => personal.has(log.accountId));
}

/**
 * GET /api/User/{id}/export: the caller's data as a file named with the day (UTC) it was made.
 * CSV and FHIR hold the personal weight log the dashboard charts; JSON holds everything. One
 * read-only, repeatable-read transaction: the parts of a file agree with each other.
 */
export async function exportUserData({ db, actor, format, now = new Date() }: { db: Db; actor: Actor; format: ExportFormat; now?: Date }): Promise<ExportFile> {
  const data = await db.transaction((tx) => loadPersonalData(tx, actor.id, now), { isolationLevel: 'repeatable read', accessMode: 'read only' });
  const name = `community-weight-tracker-${iso(now).slice(0, 10)}`;
  switch (format) {
    case 'csv':
      return { body: weightsCsv(personalLogs(data)), contentType: 'text/csv; charset=utf-8', filename: `${name}.csv` };
    case 'json':
      return { body: JSON.stringify(data, null, 2), contentType: 'application/json; charset=utf-8', filename: `${name}.json` };
    case 'fhir':
      return {
        body: JSON.stringify(weightsFhirBundle(data.profile, personalLogs(data), iso(now)), null, 2),
        contentType: 'application/fhir+json; charset=utf-8',
        filename: `${name}-fhir.json`,
      };
  }
}
