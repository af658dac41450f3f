import 'server-only';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reminderDeliveries, reminderSettings, users, weightLogs } from '@/server/db/schema';
import { sendReminderMail } from '@/server/mail/reminder-mails';
import type { SendJob } from './find-due';
import { stillWanted, streakBefore } from './rules';
import { unsubscribeToken } from './unsubscribe-token';

/** A streak longer than this is reported as this many days; the mail says "in a row" either way. */
const STREAK_LOOKBACK_DAYS = 400;

/**
 * Sends one reminder exactly once (decision 0027): the delivery row is claimed in a transaction
 * that commits only after SMTP took the mail. A second process waits on the row and finds it; a
 * process killed before the commit leaves no row, and pg-boss's retry sends it.
 */
export async function sendReminder(db: Db, job: SendJob): Promise<void> {
  await db.transaction(async (tx) => {
    // A person who deleted their account since the job was queued gets nothing (and the claim
    // below would break its foreign key): the share lock makes a deletion wait or be waited for.
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, job.userId)).for('key share');
    if (!exists) return;
    const claimed = await tx.insert(reminderDeliveries).values(job).onConflictDoNothing().returning({ userId: reminderDeliveries.userId });
    if (claimed.length === 0) return;
    const [person] = await tx
      .select({ settings: reminderSettings, email: users.email, firstName: users.firstName })
      .from(reminderSettings)
      .innerJoin(users, eq(users.id, reminderSettings.userId))
      .where(eq(reminderSettings.userId, job.userId))
      .limit(1);
    if (!person) return;
    const since = new Date(`${job.localDate}T00:00:00Z`);
    since.setUTCDate(since.getUTCDate() - STREAK_LOOKBACK_DAYS);
    const logs = await tx
      .selectDistinct({ logDate: weightLogs.logDate })
      .from(weightLogs)
      .where(and(eq(weightLogs.userId, job.userId), gte(weightLogs.logDate, since.toISOString().slice(0, 10)), lte(weightLogs.logDate, job.localDate)));
    const logged = new Set(logs.map((l) => l.logDate));
    const today = { loggedOnLocalDate: logged.has(job.localDate), streakDays: streakBefore(job.localDate, logged) };
    // Nothing to send: the row stays, so a later tick the same local day does not ask again.
    if (!stillWanted(job.kind, person.settings, today)) return;
    await sendReminderMail({
      to: person.email,
      locale: person.settings.locale === 'es-ES' ? 'es-ES' : 'en-US',
      kind: job.kind,
      name: person.firstName || person.email,
      streakDays: today.streakDays,
      unsubscribeToken: unsubscribeToken(job.userId, job.kind, person.settings.unsubscribeNonce),
    });
  });
}
