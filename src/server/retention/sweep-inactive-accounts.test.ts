import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationFixture } from '../../../tests/support/test-database';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { recordActivity } from './record-activity';
import { sweepInactiveAccounts } from './sweep-inactive-accounts';
import type { InactivityWarning } from './warning-mail';

// The rule on its own, over a real database; the warning's mail over SMTP is tests/api/retention.test.ts's.
const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2027-06-15T04:23:00Z');
let db: Db;
let close: () => Promise<void>;
let alice: Actor;
let bob: Actor;
let carol: Actor;
let dave: Actor;
const mailed: InactivityWarning[] = [];
let refuse = new Set<string>();
const send = async (warning: InactivityWarning) => {
  if (refuse.has(warning.email)) throw new Error('550 mailbox unavailable');
  mailed.push(warning);
};
const warnedAt = async (person: Actor) => (await db.select({ at: users.inactivityWarnedAt }).from(users).where(eq(users.id, person.id)))[0]?.at;
const exists = async (person: Actor) => (await db.select({ id: users.id }).from(users).where(eq(users.id, person.id))).length === 1;

beforeAll(async () => {
  const fixture = await createOrganizationFixture();
  ({ db, close, alice, bob } = fixture);
  carol = await fixture.person('carol@example.org');
  dave = await fixture.person('dave@example.org');
  await db.update(users).set({ coalitionAdmin: true }).where(eq(users.id, carol.id));
  // All four last signed in thirteen months before `now`.
  await db
    .update(users)
    .set({ lastActiveAt: new Date('2026-05-15T09:00:00Z') })
    .where(inArray(users.id, [alice.id, bob.id, carol.id, dave.id]));
}, 60_000);
afterAll(() => close());

describe('the daily pass over inactive accounts', () => {
  it('warns everyone past the notice date but the coalition’s Admin, and records no warning that was not mailed', async () => {
    refuse = new Set(['dave@example.org']);
    expect(await sweepInactiveAccounts(db, { months: 12, now, send })).toEqual({ warned: 2, deleted: 0, mailFailed: 1, lastAdminsKept: 0 });
    // Overdue by the rule, so each gets the whole month's notice.
    expect(mailed.map((m) => [m.email, m.deleteAt.toISOString(), m.months]).sort()).toEqual([
      ['alice@example.org', new Date(now.getTime() + 30 * DAY_MS).toISOString(), 12],
      ['bob@example.org', new Date(now.getTime() + 30 * DAY_MS).toISOString(), 12],
    ]);
    expect(await warnedAt(alice)).toEqual(now);
    expect(await warnedAt(carol)).toBeNull();
    expect(await warnedAt(dave)).toBeNull();
  });

  it('warns nobody twice and deletes nobody before the month is out', async () => {
    refuse = new Set();
    mailed.length = 0;
    expect(await sweepInactiveAccounts(db, { months: 12, now: new Date(now.getTime() + 29 * DAY_MS), send })).toEqual({
      warned: 1,
      deleted: 0,
      mailFailed: 0,
      lastAdminsKept: 0,
    });
    expect(mailed.map((m) => m.email)).toEqual(['dave@example.org']);
  });

  it('after the month deletes the warned who stayed away, keeps the only admin of an organisation, and spares whoever came back', async () => {
    await recordActivity(db, bob.id);
    expect(await warnedAt(bob)).toBeNull();
    mailed.length = 0;
    const later = new Date(now.getTime() + 31 * DAY_MS);
    expect(await sweepInactiveAccounts(db, { months: 12, now: later, send })).toEqual({ warned: 0, deleted: 0, mailFailed: 0, lastAdminsKept: 1 });
    expect(await exists(alice)).toBe(true);
    expect(await exists(bob)).toBe(true);

    const dueForDave = new Date(now.getTime() + 60 * DAY_MS);
    expect(await sweepInactiveAccounts(db, { months: 12, now: dueForDave, send })).toEqual({ warned: 0, deleted: 1, mailFailed: 0, lastAdminsKept: 1 });
    expect(await exists(dave)).toBe(false);
    expect(await exists(carol)).toBe(true);
    expect(mailed).toEqual([]);
  });
});
