import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reminderSettings } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { readUnsubscribeToken, type ReminderKind } from './unsubscribe-token';

const TURN_OFF: Record<ReminderKind, Partial<typeof reminderSettings.$inferInsert>> = {
  daily: { enabled: false },
  streak: { streakTime: null },
  weekly: { weeklySummary: false },
};

/**
 * Turns the token's kind of reminder off, once: the update matches only while the nonce in the
 * token is still the person's, and moves it on. A forged, altered or used token changes nothing.
 */
export async function unsubscribe(db: Db, token: string): Promise<{ status: 'Unsubscribed'; kind: ReminderKind }> {
  const claim = readUnsubscribeToken(token);
  if (claim) {
    const updated = await db
      .update(reminderSettings)
      .set({ ...TURN_OFF[claim.kind], unsubscribeNonce: sql`${reminderSettings.unsubscribeNonce} + 1`, updatedAt: sql`now()` })
      .where(and(eq(reminderSettings.userId, claim.userId), eq(reminderSettings.unsubscribeNonce, claim.nonce)))
      .returning({ userId: reminderSettings.userId });
    if (updated.length === 1) return { status: 'Unsubscribed', kind: claim.kind };
  }
  throw new AppError('validation', 'This unsubscribe link is not valid or was already used', { errors: { token: { key: 'unsubscribeLinkInvalid', values: {} } } });
}
