import 'server-only';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { weeklyFigures } from '@/lib/progress/weekly-figures';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import { sumCommunityProgress } from '@/server/community/get-community-progress';
import type { Db, Tx } from '@/server/db/client';
import { goals, reminderDeliveries, reminderSettings, users, weightLogs } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { composeReminderMail, type Mailer } from '@/server/mail/reminder-mails';
import { lockParticipant } from '@/server/weights/participant-progress';
import type { SendJob } from './find-due';
import { stillWanted, streakBefore } from './rules';
import { UNSUBSCRIBE_NONCE_KEY, unsubscribeToken } from './unsubscribe-token';

/** A streak longer than this is reported as this many days; the mail says "in a row" either way. */
const STREAK_LOOKBACK_DAYS = 400;

/** Whether SMTP refused the mail for good (5xx: no such mailbox, domain gone): retrying would not help. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A bouncing address gets no more reminders of any kind: the person turns them on again in the Profile. */
const ALL_OFF = { enabled: false, streakTime: null, weeklySummary: false } as const;

async function weeklyOf(tx: Tx, userId: string, localDate: string, loggedSince: string) {
  const personal = await findPersonalAccountId(tx, userId);
  const entries = personal
    ? await tx
        .select({ logDate: weightLogs.logDate, weight: weightLogs.weight })
        .from(weightLogs)
        .where(and(eq(weightLogs.userId, userId), eq(weightLogs.accountId, personal), gte(weightLogs.logDate, loggedSince), lte(weightLogs.logDate, localDate)))
    : [];
  const [goal] = personal ? await tx.select({ goalWeight: goals.goalWeight }).from(goals).where(eq(goals.accountId, personal)).limit(1) : [];
  const community = await sumCommunityProgress(tx);
  return weeklyFigures({
    entries: entries.map((e) => ({ logDate: e.logDate, weight: Number(e.weight) })),
    today: localDate,
    goalWeight: goal?.goalWeight == null ? null : Number(goal.goalWeight),
    communityTotal: community.totalPoundsLost,
  });
}

/**
 * Sends one reminder exactly once: the delivery row is claimed in a
 * transaction that commits only after SMTP took the mail. A second process waits on the row and
 * finds it; a process killed before the commit leaves no row, and pg-boss's retry sends it.
 * `mailer` hands the message to SMTP or the outbox and resolves once it was accepted.
 */
export async function sendReminder(db: Db, job: SendJob, mailer: Pick<Mailer, 'send'>): Promise<void> {
  await db.transaction(async (tx) => {
    // The lock a weigh-in takes (lockParticipant): a log being written is waited for and then
    // seen below, and a log written from here on waits until the mail is handed over. So no
    // reminder leaves after a log has landed. A deleted account has no row: nothing to send.
    await lockParticipant(tx, job.userId);
    const [person] = await tx
      .select({ settings: reminderSettings, email: users.email, firstName: users.firstName, unit: users.displayUnit })
      .from(reminderSettings)
      .innerJoin(users, eq(users.id, reminderSettings.userId))
      .where(eq(reminderSettings.userId, job.userId))
      .limit(1);
    if (!person) return;
    const claimed = await tx.insert(reminderDeliveries).values(job).onConflictDoNothing().returning({ userId: reminderDeliveries.userId });
    if (claimed.length === 0) return;
    const since = new Date(`${job.localDate}T00:00:00Z`);
    since.setUTCDate(since.getUTCDate() - STREAK_LOOKBACK_DAYS);
    const loggedSince = since.toISOString().slice(0, 10);
    const logs = await tx
      .selectDistinct({ logDate: weightLogs.logDate })
      .from(weightLogs)
      .where(and(eq(weightLogs.userId, job.userId), gte(weightLogs.logDate, loggedSince), lte(weightLogs.logDate, job.localDate)));
    const logged = new Set(logs.map((l) => l.logDate));
    const today = { loggedOnLocalDate: logged.has(job.localDate), streakDays: streakBefore(job.localDate, logged) };
    // Nothing to send: the row stays, so a later tick the same local day does not ask again.
    if (!stillWanted(job.kind, person.settings, today)) return;
    try {
      await mailer.send(
        composeReminderMail({
          to: person.email,
          locale: person.settings.locale === 'es-ES' ? 'es-ES' : 'en-US',
          kind: job.kind,
          name: person.firstName || person.email,
          streakDays: today.streakDays,
          unit: person.unit,
          unsubscribeToken: unsubscribeToken(job.userId, job.kind, person.settings[UNSUBSCRIBE_NONCE_KEY[job.kind]]),
          deliveryKey: `${job.userId}.${job.kind}.${job.localDate}`,
          ...(job.kind === 'weekly' ? { weekly: await weeklyOf(tx, job.userId, job.localDate, loggedSince) } : {}),
        }),
      );
    } catch (error) {
      // A temporary refusal (4xx, no connection) rolls back and pg-boss retries; a permanent one
      // is a bounce: reminders go off and the claim stays, so it is not tried again.
      if (!isPermanentRefusal(error)) throw error;
      await tx
        .update(reminderSettings)
        .set({ ...ALL_OFF, updatedAt: sql`now()` })
        .where(eq(reminderSettings.userId, job.userId));
      logger.warn({ userId: job.userId, kind: job.kind, reason: (error as Error).message }, 'reminder bounced: reminders turned off');
    }
  });
}
