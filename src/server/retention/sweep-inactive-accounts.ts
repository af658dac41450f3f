import 'server-only';
import { and, asc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Db } from '@/server/db/client';
import { reminderSettings, users } from '@/server/db/schema';
import { forgetActor } from '@/server/auth/actor';
import { AppError } from '@/server/errors';
import { logger } from '@/server/logger';
import { removeAccount } from '@/server/users/delete-account';
import { addDays, addMonths, WARNING_NOTICE_DAYS } from '@/lib/retention/inactivity-dates';
import { sendInactivityWarning, type InactivityWarning } from './warning-mail';

const BATCH = 200;

export type SweepResult = { warned: number; deleted: number; mailFailed: number; lastAdminsKept: number };

type Options = { months: number; now?: Date; send?: (warning: InactivityWarning) => Promise<void> };

/**
 * The daily pass of the inactivity rule: mails the warning to each account that reaches a month
 * before its deletion date, then deletes each account warned at least a month ago and unused since.
 * The coalition's Admin is never warned or deleted, and the only admin of an organisation is kept
 * (logged) until the organisation has another. A warning that could not be mailed is not recorded,
 * so nobody is deleted without one; the next pass tries again.
 */
export async function sweepInactiveAccounts(db: Db, { months, now = new Date(), send = sendInactivityWarning }: Options): Promise<SweepResult> {
  const result: SweepResult = { warned: 0, deleted: 0, mailFailed: 0, lastAdminsKept: 0 };
  await warnInactive(db, months, now, send, result);
  await deleteWarned(db, months, now, result);
  return result;
}

async function warnInactive(db: Db, months: number, now: Date, send: NonNullable<Options['send']>, result: SweepResult): Promise<void> {
  // Warned once the deletion date (last activity + months) is within the notice period.
  const lastActiveBy = addDays(addMonths(now, -months), WARNING_NOTICE_DAYS);
  let after: { lastActiveAt: Date; id: string } | undefined;
  for (;;) {
    const due = await db
      .select({ id: users.id, email: users.email, lastActiveAt: users.lastActiveAt, locale: reminderSettings.locale })
      .from(users)
      .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
      .where(
        and(
          eq(users.coalitionAdmin, false),
          isNull(users.inactivityWarnedAt),
          lte(users.lastActiveAt, lastActiveBy),
          after ? or(gt(users.lastActiveAt, after.lastActiveAt), and(eq(users.lastActiveAt, after.lastActiveAt), gt(users.id, after.id))) : undefined,
        ),
      )
      .orderBy(asc(users.lastActiveAt), asc(users.id))
      .limit(BATCH);
    for (const person of due) {
      const warnedAt = new Date(now.getTime());
      const byRule = addMonths(person.lastActiveAt, months);
      const earliest = addDays(warnedAt, WARNING_NOTICE_DAYS);
      const deleteAt = byRule > earliest ? byRule : earliest;
      const locale = (person.locale === 'es-ES' ? 'es-ES' : 'en-US') satisfies Locale;
      try {
        await send({ userId: person.id, email: person.email, locale, warnedAt, deleteAt, months });
      } catch (error) {
        result.mailFailed += 1;
        logger.warn(
          { userId: person.id, reason: error instanceof Error ? error.message : String(error) },
          'inactivity warning not sent; the next pass tries again',
        );
        continue;
      }
      // Only while nothing happened meanwhile: a sign-in during the mail keeps the account unwarned.
      const marked = await db
        .update(users)
        .set({ inactivityWarnedAt: warnedAt })
        .where(and(eq(users.id, person.id), isNull(users.inactivityWarnedAt), eq(users.lastActiveAt, person.lastActiveAt)))
        .returning({ id: users.id });
      result.warned += marked.length;
    }
    if (due.length < BATCH) return;
    const last = due[due.length - 1]!;
    after = { lastActiveAt: last.lastActiveAt, id: last.id };
  }
}

async function deleteWarned(db: Db, months: number, now: Date, result: SweepResult): Promise<void> {
  const due = () =>
    and(
      eq(users.coalitionAdmin, false),
      isNotNull(users.inactivityWarnedAt),
      lte(users.inactivityWarnedAt, addDays(now, -WARNING_NOTICE_DAYS)),
      lte(users.lastActiveAt, addMonths(now, -months)),
    );
  let after: string | undefined;
  for (;;) {
    const batch = await db
      .select({ id: users.id })
      .from(users)
      .where(and(due(), after ? gt(users.id, after) : undefined))
      .orderBy(asc(users.id))
      .limit(BATCH);
    for (const { id } of batch) {
      try {
        const deleted = await db.transaction(async (tx) => {
          // Checked again under the row's lock: a sign-in since the batch was read keeps the account.
          const [still] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, id), due()))
            .for('update');
          return still ? removeAccount(tx, id) : false;
        });
        if (deleted) {
          result.deleted += 1;
          forgetActor(id);
        }
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'conflict')) throw error;
        result.lastAdminsKept += 1;
        logger.warn({ userId: id }, "an inactive account is kept: it is its organisation's only admin");
      }
    }
    if (batch.length < BATCH) return;
    after = batch[batch.length - 1]!.id;
  }
}
