import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityTotals, createOrganizationFixture } from '../../../tests/support/test-database';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { participantProgress, userAccounts, weightLogs } from '@/server/db/schema';
import { deleteWeightLog } from './delete-weight-log';
import { listOrganizationWeightLogs } from './list-organization-weight-logs';
import { logWeight } from './log-weight';
import { updateWeightLog } from './update-weight-log';

let db: Db;
let close: () => Promise<void>;
let alice: Actor;
let bob: Actor;
let organizationId: string;

const community = () => communityTotals(db);

const log = (who: Actor, weight: number, logDate: string, accountId?: string) => logWeight({ db, actor: who, input: { weight, logDate, accountId } });

beforeAll(async () => {
  ({ db, close, alice, bob, organizationId } = await createOrganizationFixture());
});
afterAll(() => close());

describe('updateWeightLog and deleteWeightLog', () => {
  it('edits the weight and keeps the community total right', async () => {
    await log(alice, 200, '2026-01-01');
    const { entry } = await log(alice, 195, '2026-01-10');
    expect(await community()).toEqual({ total: 5, participants: 1 });
    const edited = await updateWeightLog({ db, actor: alice, id: entry.id, input: { weight: 190 } });
    expect(edited).toMatchObject({ id: entry.id, weight: 190, logDate: '2026-01-10' });
    expect(await community()).toEqual({ total: 10, participants: 1 });
  });

  it('moves a log to another day, which can change which weight is first', async () => {
    // Steps a body can make: 200 → 201 → 190 is 10 lb; moved first, 201 → 200 → 190 is 11.
    const { entry } = await log(alice, 201, '2026-01-03');
    expect(await community()).toEqual({ total: 10, participants: 1 });
    await updateWeightLog({ db, actor: alice, id: entry.id, input: { logDate: '2025-12-31' } });
    expect(await community()).toEqual({ total: 11, participants: 1 });
  });

  it('refuses to move a log onto a day that already has one', async () => {
    const [first] = await db.select().from(weightLogs).where(eq(weightLogs.logDate, '2026-01-01'));
    await expect(updateWeightLog({ db, actor: alice, id: first!.id, input: { logDate: '2026-01-10' } })).rejects.toMatchObject({ code: 'conflict' });
    expect(await community()).toEqual({ total: 11, participants: 1 });
  });

  it("answers not found for another person's log and changes nothing", async () => {
    const { entry } = await log(bob, 150, '2026-02-01');
    await expect(updateWeightLog({ db, actor: alice, id: entry.id, input: { weight: 100 } })).rejects.toMatchObject({ code: 'not_found' });
    await expect(deleteWeightLog({ db, actor: alice, id: entry.id })).rejects.toMatchObject({ code: 'not_found' });
    const [row] = await db.select().from(weightLogs).where(eq(weightLogs.id, entry.id));
    expect(Number(row!.weight)).toBe(150);
  });

  it('deletes logs and drops a participant whose last log is gone', async () => {
    const bobs = await db.select().from(weightLogs).where(eq(weightLogs.userId, bob.id));
    expect((await community()).participants).toBe(2);
    for (const row of bobs) await deleteWeightLog({ db, actor: bob, id: row.id });
    expect(await community()).toEqual({ total: 11, participants: 1 });
    expect(await db.select().from(participantProgress).where(eq(participantProgress.userId, bob.id))).toEqual([]);
  });

  it('keeps one row and a right total under concurrent edits and deletes', async () => {
    const { entry } = await log(alice, 180, '2026-03-01');
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 4 === 3 ? deleteWeightLog({ db, actor: alice, id: entry.id }) : updateWeightLog({ db, actor: alice, id: entry.id, input: { weight: 170 + i } }),
    );
    await Promise.allSettled(calls);
    const rows = await db.select().from(weightLogs).where(eq(weightLogs.logDate, '2026-03-01'));
    expect(rows.length).toBeLessThanOrEqual(1);
    const [progress] = await db.select().from(participantProgress).where(eq(participantProgress.userId, alice.id));
    const latest = rows[0] ? Number(rows[0].weight) : 190; // without it, 2026-01-10 is the latest
    expect(Number(progress!.latestWeight)).toBe(latest);
    expect((await community()).total).toBe(Math.max(0, 201 - latest));
  });

  it("lists an organisation's logs (the call's guard lets in its admins only)", async () => {
    await log(alice, 300, '2026-01-01', organizationId);
    expect(await listOrganizationWeightLogs({ db, accountId: organizationId })).toMatchObject([{ accountId: organizationId, weight: 300 }]);
  });

  it("refuses a change of an organisation's log by someone no longer its admin: the log names the account", async () => {
    const [entry] = await listOrganizationWeightLogs({ db, accountId: organizationId });
    await db
      .update(userAccounts)
      .set({ role: 'User' })
      .where(and(eq(userAccounts.userId, alice.id), eq(userAccounts.accountId, organizationId)));
    await expect(updateWeightLog({ db, actor: alice, id: entry!.id, input: { weight: 290 } })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(deleteWeightLog({ db, actor: alice, id: entry!.id })).rejects.toMatchObject({ code: 'forbidden' });
    await db
      .update(userAccounts)
      .set({ role: 'OrganizationAdmin' })
      .where(and(eq(userAccounts.userId, alice.id), eq(userAccounts.accountId, organizationId)));
    expect(await updateWeightLog({ db, actor: alice, id: entry!.id, input: { weight: 290 } })).toMatchObject({ weight: 290 });
  });
});
