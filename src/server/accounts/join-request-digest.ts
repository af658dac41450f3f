import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ADMIN_ROLES } from '@/lib/accounts/roles';
import type { Db } from '@/server/db/client';
import { accounts, reminderDeliveries, reminderSettings, userAccounts, users } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { sendJoinRequestsWaitingMail } from '@/server/mail/join-request-mails';

/** The kind under which the day's mail to an admin is recorded: one row per admin and UTC day. */
export const JOIN_REQUESTS_MAIL_KIND = 'join-requests';

/**
 * Tells the organisation's admins that requests to join wait, after a new one was made. Each admin
 * gets at most one such mail a UTC day, listing every request then waiting: the day's row is
 * claimed before the mail goes, so two requests at once mail once. Later requests that day show
 * on the header's badge, and in the next day's mail if one is asked for then. A failed mail is
 * logged, never the request's failure.
 */
export async function mailAdminsOfWaitingRequests(db: Db, accountId: string, now: Date = new Date()): Promise<void> {
  try {
    const [organization] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
    if (!organization) return;
    const waiting = await db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .where(and(eq(userAccounts.accountId, accountId), eq(userAccounts.status, 'Requested'), isNull(userAccounts.invitedBy)))
      .orderBy(asc(userAccounts.createdAt));
    if (waiting.length === 0) return;
    const admins = await db
      .select({ id: users.id, email: users.email, locale: reminderSettings.locale })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
      .where(and(eq(userAccounts.accountId, accountId), eq(userAccounts.status, 'Active'), inArray(userAccounts.role, [...ADMIN_ROLES])));
    const day = now.toISOString().slice(0, 10);
    for (const admin of admins) {
      const claimed = await db
        .insert(reminderDeliveries)
        .values({ userId: admin.id, kind: JOIN_REQUESTS_MAIL_KIND, localDate: day })
        .onConflictDoNothing()
        .returning({ userId: reminderDeliveries.userId });
      if (claimed.length === 0) continue;
      await sendJoinRequestsWaitingMail({
        to: admin.email,
        locale: admin.locale === 'es-ES' ? 'es-ES' : 'en-US',
        organizationName: organization.name,
        people: waiting.map((p) => ({ name: `${p.firstName} ${p.lastName}`.trim(), email: p.email })),
      }).catch((err: unknown) => logger.error({ err }, 'join requests waiting mail failed'));
    }
  } catch (err) {
    logger.error({ err }, 'join requests waiting mail failed');
  }
}
