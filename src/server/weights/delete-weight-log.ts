import 'server-only';
import { eq } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import type { Db } from '@/server/db/client';
import { weightLogs } from '@/server/db/schema';
import { lockOwnLog } from './change-own-log';
import { inParticipantTransaction, refreshParticipantProgress } from './participant-progress';

/** Deletes one of the actor's own logs; the community total follows in the same transaction. */
export async function deleteWeightLog({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<void> {
  const personalAccountId = await findPersonalAccountId(db, actor.id);
  await inParticipantTransaction(db, async (tx) => {
    const log = await lockOwnLog(tx, actor, id);
    await tx.delete(weightLogs).where(eq(weightLogs.id, id));
    if (log.accountId === personalAccountId) await refreshParticipantProgress(tx, actor.id, log.accountId);
  });
}
