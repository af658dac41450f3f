import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityTotals, createOrganizationFixture } from '../../../tests/support/test-database';
import { addDays } from '@/lib/dates';
import type { ImportWeightsInput } from '@/lib/schemas/weight-import';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { importWeights } from './import-weights';
import { listUserWeightLogs } from './list-user-weight-logs';
import { logWeight } from './log-weight';

let db: Db;
let close: () => Promise<void>;
let alice: Actor;

beforeAll(async () => {
  ({ db, close, alice } = await createOrganizationFixture());
});
afterAll(() => close());

/** 12,000 days from 1993-01-01 (400 lb down to 280): two INSERT chunks of at most 10,000 rows. */
const DAYS = 12_000;
const LONG_FILE = [
  'date,weight_lb,weight_kg,trend_lb',
  ...Array.from({ length: DAYS }, (_, i) => `${addDays('1993-01-01', i)},${(400 - i / 100).toFixed(1)},,`),
].join('\n');
const commit = (text: string, extra: Partial<ImportWeightsInput> = {}) =>
  importWeights({ db, actor: alice, input: { step: 'commit', text, existing: 'keep', dayChoices: [], skipRefused: false, ...extra } });

describe('importWeights: one transaction', () => {
  it('stores nothing when the database refuses a row of the last chunk', async () => {
    await logWeight({ db, actor: alice, input: { weight: 390, logDate: '1992-12-31' } });
    const before = { logs: await listUserWeightLogs({ db, actor: alice }), community: await communityTotals(db) };
    // A trigger that fails one day of the second chunk: the first was already inserted.
    await db.execute(
      sql.raw(`CREATE FUNCTION refuse_one_day() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.log_date = DATE '2022-01-01' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`),
    );
    await db.execute(sql.raw('CREATE TRIGGER refuse_one_day BEFORE INSERT ON weight_logs FOR EACH ROW EXECUTE FUNCTION refuse_one_day()'));
    try {
      // Drizzle wraps the database's error: its cause is the trigger's.
      await expect(commit(LONG_FILE)).rejects.toMatchObject({ cause: { message: 'refused by the test' } });
    } finally {
      await db.execute(sql.raw('DROP TRIGGER refuse_one_day ON weight_logs'));
      await db.execute(sql.raw('DROP FUNCTION refuse_one_day()'));
    }
    expect(await listUserWeightLogs({ db, actor: alice })).toEqual(before.logs);
    expect(await communityTotals(db)).toEqual(before.community);
  });

  it('stores all of it otherwise, and moves the community total once by the loss', async () => {
    const before = await communityTotals(db);
    const answer = await commit(LONG_FILE);
    expect(answer.committed).toEqual({ added: DAYS, replaced: 0, kept: 0, unchanged: 0 });
    expect(await listUserWeightLogs({ db, actor: alice })).toHaveLength(DAYS + 1);
    // First weight 390 (1992-12-31), latest 280 (2025-11-07): 110 lb lost.
    expect(await communityTotals(db)).toEqual({ total: Math.round((before.total + 110) * 10) / 10, participants: before.participants });
    expect((await commit(LONG_FILE)).committed).toEqual({ added: 0, replaced: 0, kept: 0, unchanged: DAYS });
  });
});
