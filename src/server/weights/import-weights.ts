import 'server-only';
import { and, between, eq, sql } from 'drizzle-orm';
import { latestDateOnEarth } from '@/lib/dates';
import { countLines } from '@/lib/import/cells';
import { isBinary, type ImportReading } from '@/lib/import/read-import-file';
import { IMPORT_MAX_CONFLICTS_LISTED, IMPORT_MAX_FILE_BYTES, IMPORT_MAX_LINES, type ImportAnswer, type ImportWeightsInput } from '@/lib/schemas/weight-import';
import { byLogDate } from '@/lib/progress/contribution';
import type { Actor } from '@/server/auth/actor';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import { recomputeMilestones } from '@/server/milestones/recompute-milestones';
import type { Executor } from '@/server/db/client';
import { weightLogs } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { lockImportOf } from './one-import-per-person';
import { inParticipantTransaction, lockParticipant, refreshParticipantProgress } from './participant-progress';
import { readImportText } from './read-import-text';

/** Rows per INSERT: a 20-year file is one statement; a century's, five. */
const INSERT_CHUNK = 10_000;

/**
 * The file's size and length limits (docs/api.md "Limits"), before any line is read.
 * Lines are counted by the parser's own splitter, without copying one: a lone CR ends a line for
 * both.
 */
function checkLimits(text: string): void {
  if (Buffer.byteLength(text, 'utf8') > IMPORT_MAX_FILE_BYTES) throw new AppError('payload_too_large', `The file is over ${IMPORT_MAX_FILE_BYTES} bytes`);
  if (countLines(text, IMPORT_MAX_LINES) > IMPORT_MAX_LINES) throw new AppError('payload_too_large', `The file has more than ${IMPORT_MAX_LINES} lines`);
  if (isBinary(text)) throw new AppError('unprocessable', 'The file is not text: export your weights as CSV or text and try again');
}

/** The days of the range that already have an entry on the account, with their weights. */
async function existingDays(db: Executor, userId: string, accountId: string, reading: ImportReading): Promise<Map<string, number>> {
  if (reading.rows.length === 0) return new Map();
  const dates = reading.rows.map((row) => row.logDate).sort();
  const rows = await db
    .select({ logDate: weightLogs.logDate, weight: weightLogs.weight })
    .from(weightLogs)
    .where(and(eq(weightLogs.userId, userId), eq(weightLogs.accountId, accountId), between(weightLogs.logDate, dates[0]!, dates[dates.length - 1]!)));
  return new Map(rows.map((row) => [row.logDate, Number(row.weight)]));
}

function answerOf(step: ImportAnswer['step'], reading: ImportReading, existing: Map<string, number>): ImportAnswer {
  const dates = reading.rows.map((row) => row.logDate).sort();
  const onFile = reading.rows.filter((row) => existing.has(row.logDate));
  const unitKnown = reading.unit !== null;
  return {
    step,
    format: reading.format,
    unit: reading.unit,
    dateOrder: reading.dateOrder,
    needs: reading.needs,
    linesRead: reading.linesRead,
    accepted: reading.rows.length,
    firstDate: dates[0] ?? null,
    lastDate: dates[dates.length - 1] ?? null,
    existingDays: onFile.length,
    sameDays: unitKnown ? onFile.filter((row) => existing.get(row.logDate) === row.weight).length : 0,
    conflicts: unitKnown
      ? onFile
          .filter((row) => existing.get(row.logDate) !== row.weight)
          .sort(byLogDate)
          .slice(0, IMPORT_MAX_CONFLICTS_LISTED)
          .map((row) => ({ logDate: row.logDate, existing: existing.get(row.logDate)!, incoming: row.weight }))
      : [],
    refusedCount: reading.refusedCount,
    refused: reading.refused,
    committed: null,
  };
}

/**
 * Imports a weight history file into the caller's personal account (or one they administer).
 * `preview` reads the file and the days already logged and stores nothing. `commit` stores every
 * accepted day in one transaction: new days are added, a day already logged keeps its weight or
 * takes the file's (`existing`, or that day's own choice in `dayChoices`), and the person's progress and the community total are then
 * recomputed once, as log-weight does. The same file committed twice changes nothing the second
 * time: every day is then already there with the same weight. A person runs one import at a time
 * (the call's per-person `import` slot, and `lockImportOf` around a commit; 429 with Retry-After
 * otherwise); a large file is read in a worker thread (read-import-text.ts).
 */
export async function importWeights({ db, actor, input }: { db: Executor; actor: Actor; input: ImportWeightsInput }): Promise<ImportAnswer> {
  checkLimits(input.text);
  const reading = await readImportText(input.text, { unit: input.unit, dateOrder: input.dateOrder, latestDate: latestDateOnEarth() });
  if (!reading || reading.linesRead === 0) throw new AppError('unprocessable', 'The file holds no weigh-in to import');
  const personalAccountId = await findPersonalAccountId(db, actor.id);
  const accountId = input.accountId ?? personalAccountId;
  if (!accountId) throw new AppError('not_found', 'No account ID provided');
  if (input.step === 'preview') return answerOf('preview', reading, await existingDays(db, actor.id, accountId, reading));

  if (reading.needs.includes('unit')) throw new AppError('unprocessable', 'The file does not say its unit: send unit (lb or kg)');
  if (reading.needs.includes('dateOrder')) throw new AppError('unprocessable', 'The file has dates that read both ways: send dateOrder (dmy or mdy)');
  if (reading.refusedCount > 0 && !input.skipRefused) {
    throw new AppError('unprocessable', `${reading.refusedCount} lines of the file were refused: preview it, then commit with skipRefused to leave them out`);
  }
  if (reading.rows.length === 0) throw new AppError('unprocessable', 'No line of the file can be imported');

  return inParticipantTransaction(db, async (tx) => {
    await lockImportOf(tx, actor.id);
    await lockParticipant(tx, actor.id);
    // Read again under the lock: what the preview saw may have changed since.
    const existing = await existingDays(tx, actor.id, accountId, reading);
    const answer = answerOf('commit', reading, existing);
    const changed = reading.rows.filter((row) => existing.get(row.logDate) !== row.weight);
    const byDay = new Map(input.dayChoices.map((choice) => [choice.logDate, choice.existing]));
    const replaces = (logDate: string) => (byDay.get(logDate) ?? input.existing) === 'replace';
    const toWrite = changed.filter((row) => !existing.has(row.logDate) || replaces(row.logDate));
    for (let start = 0; start < toWrite.length; start += INSERT_CHUNK) {
      const chunk = toWrite.slice(start, start + INSERT_CHUNK);
      // Two array parameters instead of four per row: one short statement to plan and bind. The
      // values are numbers and calendar dates the parser produced, so the array literals are safe.
      const weights = `{${chunk.map((row) => row.weight).join(',')}}`;
      const days = `{${chunk.map((row) => row.logDate).join(',')}}`;
      await tx.execute(sql`
        INSERT INTO ${weightLogs} (user_id, account_id, weight, log_date)
        SELECT ${actor.id}, ${accountId}, day.weight, day.log_date FROM unnest(${weights}::numeric[], ${days}::date[]) AS day(weight, log_date)
        ON CONFLICT (user_id, account_id, log_date) DO UPDATE SET weight = excluded.weight, updated_at = now()`);
    }
    if (toWrite.length > 0 && accountId === personalAccountId) {
      // An imported history earns its milestones at once, on the days that earned them: the
      // recompute records them and moves the recorded ones, so the settle does not record them too.
      await refreshParticipantProgress(tx, actor.id, accountId);
      await recomputeMilestones(tx, actor.id, accountId);
    }
    const differing = answer.existingDays - answer.sameDays;
    const replaced = toWrite.filter((row) => existing.has(row.logDate)).length;
    return { ...answer, committed: { added: toWrite.length - replaced, replaced, kept: differing - replaced, unchanged: answer.sameDays } };
  });
}
