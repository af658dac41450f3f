import 'server-only';
import type { CounterStore } from './store';

/**
 * The password sign-in lockout (docs/decisions/0019, after OWASP's Authentication Cheat Sheet):
 * it slows guessing without letting a stranger lock the owner out.
 *
 * 1. Per account and address: 5 wrong passwords within 15 minutes (from the first) and that
 *    address is refused for that account until those 15 minutes are over.
 * 2. Per account, across addresses: from the 10th wrong password within an hour, the account
 *    backs off. Each wrong password from then on starts a refusal period of 1, 2, 4, … minutes
 *    (doubling, at most 60) during which every address that has guessed wrong for this account in
 *    its current 15 minutes is refused. An address without wrong passwords for the account is
 *    always checked, so the owner signing in from their own device gets in.
 *
 * Refused attempts do not check the password and are not counted. The right password clears
 * that address's count for the account (not the account's backoff: others may still be guessing).
 */
export const SIGN_IN_LOCKOUT = {
  perAddressFailures: 5,
  perAddressWindowMs: 15 * 60_000,
  accountFailures: 10,
  accountWindowMs: 60 * 60_000,
  firstBackoffMs: 60_000,
  maxBackoffMs: 60 * 60_000,
} as const;

const pairKey = (email: string, ip: string) => `sign-in:pair:${email}:${ip}`;
const accountKey = (email: string) => `sign-in:account:${email}`;
const backoffKey = (email: string) => `sign-in:backoff:${email}`;

/** The refusal period after the account's `failures`-th wrong password in its hour (0 below the threshold). */
export function backoffMs(failures: number): number {
  const { accountFailures, firstBackoffMs, maxBackoffMs } = SIGN_IN_LOCKOUT;
  if (failures < accountFailures) return 0;
  return Math.min(firstBackoffMs * 2 ** Math.min(failures - accountFailures, 30), maxBackoffMs);
}

/** True when this address may try a password for this account now. */
export async function checkSignIn(store: CounterStore, email: string, ip: string): Promise<boolean> {
  const failures = await store.count(pairKey(email, ip));
  if (failures >= SIGN_IN_LOCKOUT.perAddressFailures) return false;
  if (failures > 0 && (await store.count(backoffKey(email))) > 0) return false;
  return true;
}

/** What one wrong password began: this address's lockout from the account (its 5th), the account's backoff period. */
export type SignInLockouts = { address: boolean; account: boolean };

export async function recordFailedSignIn(store: CounterStore, email: string, ip: string): Promise<SignInLockouts> {
  const addressFailures = await store.increment(pairKey(email, ip), SIGN_IN_LOCKOUT.perAddressWindowMs);
  const accountFailures = await store.increment(accountKey(email), SIGN_IN_LOCKOUT.accountWindowMs);
  const period = backoffMs(accountFailures);
  if (period > 0) await store.hold(backoffKey(email), period);
  return { address: addressFailures === SIGN_IN_LOCKOUT.perAddressFailures, account: period > 0 };
}

export async function recordSuccessfulSignIn(store: CounterStore, email: string, ip: string): Promise<void> {
  await store.reset(pairKey(email, ip));
}
