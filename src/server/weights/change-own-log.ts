import 'server-only';
import type { Actor } from '@/server/auth/actor';
import type { Tx } from '@/server/db/client';
import { findOwnLog } from './find-own-log';
import { lockParticipant } from './participant-progress';

export type OwnLog = { id: string; accountId: string; logDate: string; weight: number };

/**
 * Opens a change of one of the actor's own logs inside `tx`: takes the participant lock first
 * (the order every log change uses), then finds the log (a 404 or 403 as findOwnLog answers).
 */
export async function lockOwnLog(tx: Tx, actor: Actor, id: string): Promise<OwnLog> {
  await lockParticipant(tx, actor.id);
  const log = await findOwnLog(tx, actor, id, 'change');
  return { id: log.id, accountId: log.accountId, logDate: log.logDate, weight: log.weight };
}
