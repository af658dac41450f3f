import 'server-only';
import { and, eq, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reminderSettings } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { readUnsubscribeToken, UNSUBSCRIBE_NONCE_KEY, type ReminderKind } from './unsubscribe-token';

const TURN_OFF: Record<ReminderKind, Partial<typeof reminderSettings.$inferInsert>> = {
  daily: { enabled: false },
  streak: { streakTime: null },
  weekly: { weeklySummary: false },
};

const IS_OFF = {
  daily: not(reminderSettings.enabled),
  streak: isNull(reminderSettings.streakTime),
  weekly: not(reminderSettings.weeklySummary),
};

/**
 * Turns the token's kind of reminder off: the update matches only while the nonce in the token
 * is still its kind's, and moves it on. The link used last for a kind that is still off answers
 * the same again and changes nothing (a mail client's retry, a second press); once the person
 * turned that kind on again, it is spent. A forged, altered or older token changes nothing.
 */
export async function unsubscribe(db: Db, token: string): Promise<{ status: 'Unsubscribed'; kind: ReminderKind }> {
  const claim = readUnsubscribeToken(token);
  if (claim) {
    const nonce = reminderSettings[UNSUBSCRIBE_NONCE_KEY[claim.kind]];
    const person = eq(reminderSettings.userId, claim.userId);
    const updated = await db
      .update(reminderSettings)
      .set({ ...TURN_OFF[claim.kind], [UNSUBSCRIBE_NONCE_KEY[claim.kind]]: sql`${nonce} + 1`, updatedAt: sql`now()` })
      .where(and(person, eq(nonce, claim.nonce)))
      .returning({ userId: reminderSettings.userId });
    if (updated.length === 1) return { status: 'Unsubscribed', kind: claim.kind };
    const [again] = await db
      .select({ userId: reminderSettings.userId })
      .from(reminderSettings)
      .where(and(person, eq(nonce, claim.nonce + 1), IS_OFF[claim.kind]))
      .limit(1);
    if (again) return { status: 'Unsubscribed', kind: claim.kind };
  }
  throw new AppError('validation', 'This unsubscribe link is not valid or was already used', {
    errors: { token: { key: 'unsubscribeLinkInvalid', values: {} } },
  });
}
