import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A key's window after a hit: its count and how long until it ends. */
export type Hit = { count: number; resetInMs: number };

/** Fixed-window counters shared by every limit: memory in one process, Redis across processes. */
export type CounterStore = {
  /** Adds one to the key's window and returns the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Adds one to the key's window and returns the new count and the time left in the window. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The key's count in its current window, without adding. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Starts the key's window again at 1, lasting `windowMs` from now (a refusal period). */
  hold(key: string, windowMs: number): Promise<void>;
  /**
   * Takes the key for `ttlMs` unless it is taken: a token to give it back with, or null. The TTL
   * frees it when its holder never gives it back (a process that died mid-request).
   */
  lease(key: string, ttlMs: number): Promise<string | null>;
  /** Gives the key back, only if the token still holds it (not after its TTL let another take it). */
  release(key: string, token: string): Promise<void>;
};

export function memoryStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const leases = new Map<string, { token: string; until: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired windows are dropped lazily; a sweep runs when the map has doubled since the last one,
  // so it cannot grow unbounded and a map of live windows (thousands of people counted in the
  // same minute) is not walked on every hit.
  let sweepAbove = 10_000;
  const hit = (key: string, windowMs: number): Hit => {
    if (windows.size > sweepAbove) {
      for (const k of [...windows.keys()]) live(k);
      sweepAbove = Math.max(10_000, windows.size * 2);
    }
    const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
    entry.count += 1;
    windows.set(key, entry);
    return { count: entry.count, resetInMs: entry.resetAt - now() };
  };
  return {
    async increment(key, windowMs) {
      return hit(key, windowMs).count;
    },
    async hit(key, windowMs) {
      return hit(key, windowMs);
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
    async hold(key, windowMs) {
      windows.set(key, { count: 1, resetAt: now() + windowMs });
    },
    async lease(key, ttlMs) {
      const held = leases.get(key);
      if (held && held.until > now()) return null;
      const token = randomUUID();
      leases.set(key, { token, until: now() + ttlMs });
      return token;
    },
    async release(key, token) {
      if (leases.get(key)?.token === token) leases.delete(key);
    },
  };
}

/** The part of an ioredis client the Redis store uses. */
export type RedisCommands = Pick<Redis, 'multi' | 'get' | 'del' | 'set' | 'eval'>;

/** Deletes the lease only while it is still the caller's (its token), in one step. */
const RELEASE_LEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

export function redisStore(redis: RedisCommands, prefix = 'rl:'): CounterStore {
  return {
    async increment(key, windowMs) {
      // INCR then set the expiry only on the window's first hit (NX), atomically.
      const results = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec();
      const [error, value] = results?.[0] ?? [new Error('The Redis transaction was discarded'), 0];
      if (error) throw error;
      return Number(value);
    },
    async hit(key, windowMs) {
      const results = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      const failed = results?.find(([error]) => error)?.[0] ?? (results ? null : new Error('The Redis transaction was discarded'));
      if (failed) throw failed;
      const ttl = Number(results![2]![1]);
      // PTTL is -1 without an expiry (cannot happen after PEXPIRE NX) and -2 without the key.
      return { count: Number(results![0]![1]), resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async hold(key, windowMs) {
      await redis.set(prefix + key, 1, 'PX', windowMs);
    },
    async lease(key, ttlMs) {
      const token = randomUUID();
      return (await redis.set(prefix + key, token, 'PX', ttlMs, 'NX')) === 'OK' ? token : null;
    },
    async release(key, token) {
      await redis.eval(RELEASE_LEASE, 1, prefix + key, token);
    },
  };
}

/** Where the limits are counted: Redis, this process (no REDIS_URL), or this process while Redis is away. */
export type RateLimitState = 'redis' | 'memory-fallback' | 'memory';

/** An ioredis client as the fallback store watches it. */
export type WatchedRedis = RedisCommands & Pick<Redis, 'status' | 'on'>;

export type Log = {
  warn: (fields: Record<string, unknown>, message: string) => void;
  info: (fields: Record<string, unknown>, message: string) => void;
};

export const FALLBACK_WARNING = 'rate limits: Redis unreachable, counting in process memory';
export const BACK_ON_REDIS = 'rate limits: Redis reachable again, limits shared';

/**
 * Redis while it answers; this process's memory while it does not (docs/decisions/0019). The
 * switch is logged once each way: one warning when Redis is lost, one info line when it is back.
 * The client keeps reconnecting by itself (its retry strategy); every command is tried on Redis
 * only while the connection is ready, so an outage costs no waiting per request.
 */
export function fallbackStore(redis: WatchedRedis, prefix: string, log: Log, memory: CounterStore = memoryStore()): CounterStore & { state(): RateLimitState } {
  const shared = redisStore(redis, prefix);
  let degraded = false;
  const degrade = (reason: string) => {
    if (degraded) return;
    degraded = true;
    log.warn({ rateLimits: 'memory-fallback', reason }, FALLBACK_WARNING);
  };
  const recover = () => {
    if (!degraded) return;
    degraded = false;
    log.info({ rateLimits: 'redis' }, BACK_ON_REDIS);
  };
  // A listener also keeps ioredis from printing "Unhandled error event" on every retry.
  redis.on('error', (error: Error) => degrade(error.message || error.name));
  redis.on('close', () => degrade('connection closed'));
  redis.on('ready', recover);

  async function onEither<T>(run: (store: CounterStore) => Promise<T>): Promise<T> {
    if (redis.status === 'ready') {
      try {
        const result = await run(shared);
        recover();
        return result;
      } catch (error) {
        degrade(error instanceof Error ? error.message : String(error));
      }
    } else {
      degrade(`connection ${redis.status}`);
    }
    return run(memory);
  }

  return {
    increment: (key, windowMs) => onEither((store) => store.increment(key, windowMs)),
    hit: (key, windowMs) => onEither((store) => store.hit(key, windowMs)),
    count: (key) => onEither((store) => store.count(key)),
    reset: (key) => onEither((store) => store.reset(key)),
    hold: (key, windowMs) => onEither((store) => store.hold(key, windowMs)),
    lease: (key, ttlMs) => onEither((store) => store.lease(key, ttlMs)),
    release: (key, token) => onEither((store) => store.release(key, token)),
    state: () => (!degraded && redis.status === 'ready' ? 'redis' : 'memory-fallback'),
  };
}
