import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationFixture } from '../../../tests/support/test-database';
import { addDays, latestDateOnEarth } from '@/lib/dates';
import type { Db } from '@/server/db/client';
import { goals, participantProgress, userAccounts } from '@/server/db/schema';
import { weeklyTotals } from '@/lib/progress/organization-outcomes';
import { getOrganizationProgress, plausibleWeights, weeklyContributionTenths } from './get-organization-progress';
import { logWeight } from './log-weight';

// Each process keeps an organisation's counted figures while the day, the
// membership version and its own members' weigh-ins say nothing changed (60 s at most). Changes
// written straight to the database here stand for another instance's: only the age shows them.
let fixture: Awaited<ReturnType<typeof createOrganizationFixture>>;
let db: Db;
let executes = 0;
const daysAgo = (days: number) => addDays(latestDateOnEarth(new Date()), -days);
// A minimum group of 1 publishes every figure (suppression is src/lib/progress/organization-figures.ts's).
const read = async (maxAgeMs = 60_000) => {
  const p = await getOrganizationProgress({ db: counted, accountId: fixture.organizationId, minGroupSize: 1, maxAgeMs });
  return {
    members: p.members,
    participants: p.participants.value,
    activeThisWeek: p.activeThisWeek.value,
    poundsLost: p.poundsLost.value,
    targetWeightLoss: p.targetWeightLoss,
    percentOfTarget: p.percentOfTarget?.value,
  };
};
// Counts the statements the figures take (one for the version and goal, one for a count).
let counted: Db;

/** Bob's stored contribution, changed behind the process's back. */
const tamperWithBob = (poundsLost: number) => db.update(participantProgress).set({ poundsLost }).where(eq(participantProgress.userId, fixture.bob.id));

beforeAll(async () => {
  fixture = await createOrganizationFixture();
  db = fixture.db;
  counted = new Proxy(db, {
    get(target, property) {
      if (property === 'execute') return (query: Parameters<Db['execute']>[0]) => ((executes += 1), target.execute(query));
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  await logWeight({ db, actor: fixture.bob, input: { weight: 200, logDate: daysAgo(20) } });
  await logWeight({ db, actor: fixture.bob, input: { weight: 194, logDate: daysAgo(2) } });
});
afterAll(() => fixture.close());

describe("an organisation's kept progress figures", () => {
  it('counts once, then answers from memory while nothing it can see changed', async () => {
    expect(await read()).toMatchObject({ members: 2, participants: 1, poundsLost: 6 });
    executes = 0;
    await tamperWithBob(50);
    expect(await read()).toMatchObject({ members: 2, participants: 1, poundsLost: 6 });
    expect(executes).toBe(1);
  });

  it('reads the goal on every call', async () => {
    await db.insert(goals).values({ accountId: fixture.organizationId, targetWeightLoss: 60 });
    expect(await read()).toMatchObject({ poundsLost: 6, targetWeightLoss: 60, percentOfTarget: 10 });
  });

  it('is not dropped by a weigh-in of someone outside the organisation', async () => {
    const carol = await fixture.person('carol@example.org');
    await logWeight({ db, actor: carol, input: { weight: 150, logDate: daysAgo(1) } });
    expect((await read()).poundsLost).toBe(6);
  });

  it("recounts after a member's weigh-in through this process", async () => {
    await logWeight({ db, actor: fixture.bob, input: { weight: 190, logDate: daysAgo(1) } });
    expect(await read()).toMatchObject({ participants: 1, poundsLost: 10, activeThisWeek: 1 });
  });

  it('recounts after a membership change on any instance (its version)', async () => {
    await tamperWithBob(70);
    const dave = await fixture.person('dave@example.org');
    await db.insert(userAccounts).values({ userId: dave.id, accountId: fixture.organizationId, role: 'User', status: 'Active' });
    expect(await read()).toMatchObject({ members: 3, poundsLost: 70 });
    await db.delete(userAccounts).where(eq(userAccounts.userId, dave.id));
    expect((await read()).members).toBe(2);
  });

  it('counts on every call with a max age of 0, and shares one count between callers arriving together', async () => {
    await tamperWithBob(80);
    expect((await read(0)).poundsLost).toBe(80);
    await tamperWithBob(81);
    executes = 0;
    const [a, b] = await Promise.all([read(0), read(0)]);
    expect([a.poundsLost, b.poundsLost]).toEqual([81, 81]);
    expect(executes).toBe(3);
  });
});

describe('weeklyContributionTenths', () => {
  // A small deterministic generator: the same histories on every run.
  let seed = 17;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const history = (days: number) => {
    const logs = [];
    let weight = 150 + Math.round(random() * 1500) / 10;
    for (let day = days; day >= 0; day -= 1) {
      if (random() < 0.4) continue;
      weight = Math.max(80, Math.round((weight + (random() - 0.55) * 4) * 10) / 10);
      // Typos (a dropped digit, a doubled one) and real jumps to a new level, now and then.
      const odd = random();
      const logged = odd < 0.05 ? Math.round((weight / 10) * 10) / 10 : odd < 0.08 ? Math.min(999, weight * 2) : weight;
      if (odd > 0.97) weight = Math.round(weight * 0.8 * 10) / 10;
      logs.push({ logDate: addDays('2026-01-01', -day), weight: logged });
    }
    return logs;
  };

  it("gives weeklyTotals' numbers (contributionOf over each week's prefix) in one pass", () => {
    const weekEnds = Array.from({ length: 12 }, (_, week) => addDays('2025-10-10', week * 7));
    for (let member = 0; member < 300; member += 1) {
      const logs = history(40 + Math.floor(random() * 120));
      expect(weeklyContributionTenths(logs, weekEnds).map((tenths) => tenths / 10)).toEqual(weeklyTotals([logs], weekEnds));
    }
    const everyone = Array.from({ length: 50 }, () => history(200));
    const sums = weekEnds.map(() => 0);
    for (const logs of everyone) weeklyContributionTenths(logs, weekEnds).forEach((tenths, week) => (sums[week]! += tenths));
    expect(sums.map((tenths) => tenths / 10)).toEqual(weeklyTotals(everyone, weekEnds));
  });

  it('counts nothing before the first weigh-in and nothing for no logs', () => {
    expect(weeklyContributionTenths([], ['2026-01-07'])).toEqual([0]);
    expect(
      weeklyContributionTenths(
        [
          { logDate: '2026-01-10', weight: 200 },
          { logDate: '2026-01-12', weight: 198 },
        ],
        ['2026-01-07', '2026-01-10', '2026-01-14'],
      ),
    ).toEqual([0, 0, 20]);
  });
});

describe('plausibleWeights: group figures a typo cannot wreck', () => {
  it('leaves out a typo waiting for confirmation, and measures from the start a confirmed jump moves', () => {
    // 910 typed for 190: the latest plausible weight stays 190, 5 % lost from 200.
    expect(
      plausibleWeights([
        { logDate: '2026-10-01', weight: 200 },
        { logDate: '2026-11-01', weight: 190 },
        { logDate: '2026-11-02', weight: 910 },
      ]),
    ).toEqual({ first: 200, latest: 190 });
    // A first-weight typo (80 for 200) fixed by two weigh-ins that agree: counted from 200.
    expect(
      plausibleWeights([
        { logDate: '2026-10-01', weight: 80 },
        { logDate: '2026-10-02', weight: 200 },
        { logDate: '2026-10-09', weight: 196 },
      ]),
    ).toEqual({ first: 200, latest: 196 });
    expect(plausibleWeights([])).toBeNull();
  });

  it("one member's typo moves the organisation's average by that member's real loss, not by thousands of percent", async () => {
    const typo = await fixture.person('typo@example.org');
    await db.insert(userAccounts).values({ userId: typo.id, accountId: fixture.organizationId, role: 'User', status: 'Active' });
    await logWeight({ db, actor: typo, input: { weight: 180, logDate: daysAgo(30) } });
    await logWeight({ db, actor: typo, input: { weight: 171, logDate: daysAgo(3) } });
    await logWeight({ db, actor: typo, input: { weight: 717, logDate: daysAgo(0) } });
    const p = await getOrganizationProgress({ db, accountId: fixture.organizationId, minGroupSize: 1, maxAgeMs: 0 });
    // Bob's 5 % (200 → 190 in this file's earlier steps) and the newcomer's 5 % (180 → 171, the 717 left out).
    expect(p.averagePercentLost.value).toBe(5);
  });
});
