import { describe, expect, it } from 'vitest';
import { SIGN_IN_LOCKOUT, backoffMs, checkSignIn, recordFailedSignIn, recordSuccessfulSignIn } from './sign-in-lockout';
import { memoryStore } from './store';

const MINUTE = 60_000;
const email = 'owner@example.org';

/** A memory store on a clock the test moves by hand. */
function setup() {
  let now = 1_700_000_000_000;
  const store = memoryStore(() => now);
  return {
    store,
    advance: (ms: number) => void (now += ms),
    fail: (ip: string, times = 1) =>
      (async () => {
        for (let i = 0; i < times; i++) await recordFailedSignIn(store, email, ip);
      })(),
    allowed: (ip: string) => checkSignIn(store, email, ip),
  };
}

/** `ip` stays refused until `ms` from now have passed, an address that never guessed is allowed meanwhile, then `ip` is let in. */
async function expectRefusedFor(t: ReturnType<typeof setup>, ip: string, ms: number) {
  t.advance(ms - 1);
  expect(await t.allowed(ip)).toBe(false);
  expect(await t.allowed('clean')).toBe(true);
  t.advance(1);
  expect(await t.allowed(ip)).toBe(true);
}

describe('finding 5: the sign-in lockout rule', () => {
  it('states its numbers', () => {
    expect(SIGN_IN_LOCKOUT).toEqual({
      perAddressFailures: 5,
      perAddressWindowMs: 15 * MINUTE,
      accountFailures: 10,
      accountWindowMs: 60 * MINUTE,
      firstBackoffMs: MINUTE,
      maxBackoffMs: 60 * MINUTE,
    });
    expect([9, 10, 11, 12, 13, 14, 15, 16, 40].map((n) => backoffMs(n) / MINUTE)).toEqual([0, 1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('refuses one address after 5 wrong passwords until 15 minutes after its first; other addresses stay allowed', async () => {
    const t = setup();
    await t.fail('A', 4);
    expect(await t.allowed('A')).toBe(true);
    await t.fail('A');
    expect(await t.allowed('A')).toBe(false);
    expect(await t.allowed('B')).toBe(true);
    t.advance(15 * MINUTE - 1);
    expect(await t.allowed('A')).toBe(false);
    t.advance(1);
    expect(await t.allowed('A')).toBe(true);
  });

  it('30 wrong passwords from A: A is refused, B is not; A is let in again once the window ends', async () => {
    const t = setup();
    // Only the first five are checked and counted; the rest are refused before counting.
    for (let i = 0; i < 30; i++) if (await t.allowed('A')) await t.fail('A');
    expect(await t.allowed('A')).toBe(false);
    expect(await t.allowed('B')).toBe(true);
    t.advance(15 * MINUTE);
    expect(await t.allowed('A')).toBe(true);
  });

  it('from the 10th wrong password of the account, refuses addresses that guessed for a doubling period; clean addresses stay allowed', async () => {
    const t = setup();
    for (let i = 1; i <= 10; i++) await t.fail(`G${i}`);
    // One guess each: no address is at its own limit, but the account backs off for a minute.
    expect(await t.allowed('G1')).toBe(false);
    expect(await t.allowed('clean')).toBe(true);
    t.advance(MINUTE);
    expect(await t.allowed('G1')).toBe(true);

    await t.fail('G11'); // 11th: two minutes
    await expectRefusedFor(t, 'G2', 2 * MINUTE);
  });

  it('while the account backs off, an address that guessed gets one more guess per 15 minutes', async () => {
    const t = setup();
    for (let i = 1; i <= 40; i++) await t.fail(`G${i}`);
    expect(await t.allowed('G1')).toBe(false);
    expect(await t.allowed('clean')).toBe(true);
    t.advance(15 * MINUTE);
    expect(await t.allowed('G1')).toBe(true); // its own count is over
    await t.fail('G1'); // the 41st: an hour's backoff again
    expect(await t.allowed('G1')).toBe(false);
    await expectRefusedFor(t, 'G1', 15 * MINUTE);
  });

  it("forgets the account's count an hour after its first wrong password", async () => {
    const t = setup();
    for (let i = 1; i <= 9; i++) await t.fail(`G${i}`);
    t.advance(60 * MINUTE);
    await t.fail('G10'); // the first of a new hour, not the 10th
    expect(await t.allowed('G10')).toBe(true);
  });

  it('the right password clears that address for the account', async () => {
    const t = setup();
    await t.fail('A', 4);
    await recordSuccessfulSignIn(t.store, email, 'A');
    await t.fail('A', 4);
    expect(await t.allowed('A')).toBe(true);
  });
});
