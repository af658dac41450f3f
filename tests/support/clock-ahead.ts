import { vi } from 'vitest';

/**
 * Runs `check` with `Date` moved `ms` past now, then gives the real clock back. Only `Date` is
 * faked: timers stay real, so a database and other awaited work still answer.
 */
export async function withClockAhead(ms: number, check: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + ms);
    await check();
  } finally {
    vi.useRealTimers();
  }
}
