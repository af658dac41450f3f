import 'server-only';
import type { LogWeightInput, LogWeightResult } from '@/lib/schemas/weights';
import type { Actor } from '@/server/auth/actor';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import type { Db } from '@/server/db/client';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db/statement';
import { AppError } from '@/server/errors';
import { inParticipantTransaction, lockParticipant, lockParticipantRow, returningLoggedRow, settleParticipant, type LoggedRow } from './participant-progress';
import { toWeightLogEntry } from './weight-log-dto';
import { refuseUnanswered } from './weigh-in-refusal';
import type { DatedWeight } from '@/lib/progress/contribution';

/**
 * An organisation's day: the participant's lock (lockParticipant) and the log in one statement;
 * the insert reads from the locked row, so it waits for a change of this person's logs under way.
 */
const lockAndLog = (userId: string, accountId: string, weight: number, logDate: string) =>
  sql`WITH participant AS (${lockParticipantRow(userId)})
   INSERT INTO weight_logs (user_id, account_id, weight, log_date)
   SELECT participant.id, ${accountId}::uuid, ${weight}::numeric, ${logDate}::date FROM participant
   ON CONFLICT (user_id, account_id, log_date) DO UPDATE SET weight = excluded.weight, updated_at = now()
   ${returningLoggedRow}`;

const userGone = () => new AppError('unauthorized', 'The access token is invalid or expired');

function resultOf({ inserted, ...entry }: LoggedRow, milestones: LogWeightResult['milestones']): LogWeightResult {
  return { entry: toWeightLogEntry(entry), replaced: !inserted, milestones };
}

/**
 * Records the actor's weight for a day on an account. One log per user, account and day: a
 * second log for the same day replaces the first, and the result says so. With `ask`, a personal
 * weigh-in whose questions the person has not answered changes nothing (409). The call's guard lets
 * in the account's owner or its admins (without accountId: the caller's personal account).
 */
export async function logWeight({ db, actor, input }: { db: Db; actor: Actor; input: LogWeightInput }): Promise<LogWeightResult> {
  const personalAccountId = await findPersonalAccountId(db, actor.id);
  const accountId = input.accountId ?? personalAccountId;
  if (!accountId) throw new AppError('not_found', 'No account ID provided');
  if (accountId !== personalAccountId) {
    const [logged] = await rowsOf<{ row: LoggedRow }>(db, lockAndLog(actor.id, accountId, input.weight, input.logDate));
    if (!logged) throw userGone();
    return resultOf(logged.row, []);
  }
  const log = { logDate: input.logDate, weight: input.weight };
  const change = {
    log,
    recordMilestones: true,
    check: input.ask ? (history: readonly DatedWeight[]) => refuseUnanswered(history, log, input.answered) : undefined,
  };
  // A personal weigh-in is one read and one write, which applies only if the person's logs did not
  // change in between. If they did (two of their own changes at once), it takes
  // turns under the participant lock, where it cannot miss.
  let settled = await settleParticipant(db, actor.id, accountId, change);
  if (settled.outcome === 'changed') {
    settled = await inParticipantTransaction(db, async (tx) => {
      await lockParticipant(tx, actor.id);
      return settleParticipant(tx, actor.id, accountId, change);
    });
  }
  // No user (deleted after their token was checked), or, impossibly, a change under the lock.
  if (settled.outcome !== 'applied' || !settled.logged) throw userGone();
  // The answer names what this weigh-in earned, so the dashboard celebrates it once.
  return resultOf(settled.logged, settled.earned);
}
