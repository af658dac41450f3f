import 'server-only';
import type { Redis } from 'ioredis';

/** Fixed-window counters shared by every limit: memory in one process, Redis across processes. */
export type CounterStore = {
  /** Adds one to the key's window and returns the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  /** The key's count in its current window, without adding. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
};

export function memoryStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async increment(key, windowMs) {
      // Expired windows are dropped lazily; sweep now and then so the map cannot grow unbounded.
      if (windows.size > 10_000) for (const k of [...windows.keys()]) live(k);
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count;
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisStore(redis: Redis, prefix = 'rl:'): CounterStore {
  return {
    async increment(key, windowMs) {
      // INCR then set the expiry only on the window's first hit (NX), atomically.
      const results = await redis.multi().incr(prefix + key).pexpire(prefix + key, windowMs, 'NX').exec();
      return Number(results?.[0]?.[1] ?? 0);
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
