import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { BACK_ON_REDIS, FALLBACK_WARNING, fallbackStore, memoryStore, redisStore, type CounterStore, type WatchedRedis } from './store';

/** A clock the test moves by hand. */
function manualClock(start = 1_700_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** What every counter store does, memory or Redis: one count per key, gone after a reset. */
async function expectCountsPerKey(store: CounterStore): Promise<void> {
  const key = randomUUID();
  expect(await store.count(key)).toBe(0);
  expect(await store.increment(key, 60_000)).toBe(1);
  expect(await store.increment(key, 60_000)).toBe(2);
  expect(await store.count(key)).toBe(2);
  expect(await store.count(randomUUID())).toBe(0);
  await store.reset(key);
  expect(await store.count(key)).toBe(0);
  // A hit counts like increment and tells how long the key's window has left.
  const other = randomUUID();
  const first = await store.hit(other, 60_000);
  expect(first.count).toBe(1);
  expect(first.resetInMs).toBeGreaterThan(0);
  expect(first.resetInMs).toBeLessThanOrEqual(60_000);
  expect((await store.hit(other, 600_000)).resetInMs).toBeLessThanOrEqual(first.resetInMs);
  expect(await store.count(other)).toBe(2);
}

/** What every store does with a lease: one holder per key, given back only by its own token. */
async function expectOneLeaseHolder(store: CounterStore): Promise<void> {
  const key = randomUUID();
  const token = await store.lease(key, 60_000);
  expect(token).toEqual(expect.any(String));
  expect(await store.lease(key, 60_000)).toBeNull();
  // Another key is free; a wrong token gives nothing back.
  expect(await store.lease(randomUUID(), 60_000)).toEqual(expect.any(String));
  await store.release(key, 'not-the-token');
  expect(await store.lease(key, 60_000)).toBeNull();
  await store.release(key, token!);
  const next = await store.lease(key, 60_000);
  expect(next).toEqual(expect.any(String));
  expect(next).not.toBe(token);
}

describe('memory counter store', () => {
  it('counts within a window, per key, until reset', () => expectCountsPerKey(memoryStore()));

  it('lends a key to one holder at a time', () => expectOneLeaseHolder(memoryStore()));

  it('frees a lease after its TTL, and the late holder cannot give back the new one', async () => {
    const clock = manualClock();
    const store = memoryStore(clock.now);
    const stale = await store.lease('slot', 100);
    clock.advance(99);
    expect(await store.lease('slot', 100)).toBeNull();
    clock.advance(1);
    const fresh = await store.lease('slot', 100);
    expect(fresh).toEqual(expect.any(String));
    await store.release('slot', stale!);
    expect(await store.lease('slot', 100)).toBeNull();
    await store.release('slot', fresh!);
    expect(await store.lease('slot', 100)).toEqual(expect.any(String));
  });

  it('starts again when the window (from the first hit) is over, and after a reset', async () => {
    const clock = manualClock();
    const store = memoryStore(clock.now);
    await store.increment('k', 50);
    clock.advance(30);
    expect(await store.increment('k', 50)).toBe(2); // a later hit does not stretch the window
    expect(await store.hit('k', 50)).toEqual({ count: 3, resetInMs: 20 });
    clock.advance(19);
    expect(await store.count('k')).toBe(3);
    clock.advance(1);
    expect(await store.count('k')).toBe(0);
    expect(await store.increment('k', 60_000)).toBe(1);
    await store.reset('k');
    expect(await store.count('k')).toBe(0);
  });

  it('holds a key at 1 for a fresh period, whatever it counted before', async () => {
    const clock = manualClock();
    const store = memoryStore(clock.now);
    await store.increment('k', 10);
    await store.increment('k', 10);
    await store.hold('k', 100);
    clock.advance(99);
    expect(await store.count('k')).toBe(1);
    clock.advance(1);
    expect(await store.count('k')).toBe(0);
  });
});

// The Redis half runs against a real server when one answers (TEST_REDIS_URL, or the local default);
// without one it is reported as skipped, with the reason in its name.
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000, retryStrategy: () => null });
redis.on('error', () => {});
const redisAnswers = await redis
  .connect()
  .then(() => redis.ping())
  .then(
    () => true,
    () => false,
  );
afterAll(() => redis.disconnect());
if (!redisAnswers) console.warn(`Redis counter store tests skipped: no Redis answered at ${redisUrl} (set TEST_REDIS_URL to run them).`);

describe.skipIf(!redisAnswers)(`Redis counter store${redisAnswers ? '' : ` (skipped: no Redis answered at ${redisUrl})`}`, () => {
  const prefix = `test:${randomUUID()}:`;
  const make = (): CounterStore => redisStore(redis, prefix);

  it('counts within a window, per key, until reset', () => expectCountsPerKey(make()));

  it('lends a key to one holder at a time, with the TTL as its expiry', async () => {
    await expectOneLeaseHolder(make());
    const key = randomUUID();
    await make().lease(key, 120_000);
    expect(await redis.pttl(prefix + key)).toBeGreaterThan(60_000);
  });

  // Redis keeps its own clock: the window is the key's expiry, set on the first hit only.
  it('gives the window to the key on its first hit and does not stretch it on later hits', async () => {
    const store = make();
    const key = randomUUID();
    await store.increment(key, 60_000);
    const first = await redis.pttl(prefix + key);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(60_000);
    await store.increment(key, 600_000);
    expect(await redis.pttl(prefix + key)).toBeLessThanOrEqual(first);
  });

  it('holds a key at 1 with a fresh expiry', async () => {
    const store = make();
    const key = randomUUID();
    await store.increment(key, 1_000);
    await store.increment(key, 1_000);
    await store.hold(key, 120_000);
    expect(await store.count(key)).toBe(1);
    expect(await redis.pttl(prefix + key)).toBeGreaterThan(1_000);
  });
});

/** A stand-in for an ioredis client whose connection the test drops and restores. */
class FakeRedis extends EventEmitter {
  status = 'ready';
  readonly data = new Map<string, number>();
  private fail() {
    if (this.status !== 'ready') throw new Error('Connection is closed.');
  }
  multi() {
    const ops: Array<() => [null, number]> = [];
    const chain = {
      incr: (key: string) => {
        ops.push(() => {
          this.fail();
          const next = (this.data.get(key) ?? 0) + 1;
          this.data.set(key, next);
          return [null, next];
        });
        return chain;
      },
      pexpire: () => chain,
      exec: async () => ops.map((op) => op()),
    };
    return chain;
  }
  async get(key: string) {
    this.fail();
    return this.data.has(key) ? String(this.data.get(key)) : null;
  }
  async del(key: string) {
    this.fail();
    this.data.delete(key);
    return 1;
  }
  async set(key: string, value: number) {
    this.fail();
    this.data.set(key, value);
    return 'OK';
  }
  drop() {
    this.status = 'reconnecting';
    this.emit('close');
    // ioredis reports every failed reconnection attempt as an error event.
    for (let i = 0; i < 3; i++) this.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6390'));
  }
  restore() {
    this.status = 'ready';
    this.emit('ready');
  }
}

function recordingLog() {
  const lines: Array<{ level: 'warn' | 'info'; fields: Record<string, unknown>; message: string }> = [];
  return {
    lines,
    warn: (fields: Record<string, unknown>, message: string) => void lines.push({ level: 'warn', fields, message }),
    info: (fields: Record<string, unknown>, message: string) => void lines.push({ level: 'info', fields, message }),
  };
}

describe('finding 13: the Redis store falls back to memory while Redis is away', () => {
  it('counts in memory while disconnected, warns once, and goes back to Redis by itself with one info line', async () => {
    const fake = new FakeRedis();
    const log = recordingLog();
    const store = fallbackStore(fake as unknown as WatchedRedis, 'p:', log);
    expect(await store.increment('a', 60_000)).toBe(1);
    expect(fake.data.get('p:a')).toBe(1);
    expect(store.state()).toBe('redis');

    fake.drop();
    expect(store.state()).toBe('memory-fallback');
    expect(await store.increment('a', 60_000)).toBe(1); // this process's own count
    expect(await store.increment('a', 60_000)).toBe(2);
    expect(await store.count('a')).toBe(2);
    fake.drop();
    expect(log.lines).toEqual([{ level: 'warn', fields: { rateLimits: 'memory-fallback', reason: 'connection closed' }, message: FALLBACK_WARNING }]);

    fake.restore();
    expect(store.state()).toBe('redis');
    expect(await store.increment('a', 60_000)).toBe(2);
    expect(fake.data.get('p:a')).toBe(2);
    expect(log.lines).toEqual([
      { level: 'warn', fields: { rateLimits: 'memory-fallback', reason: 'connection closed' }, message: FALLBACK_WARNING },
      { level: 'info', fields: { rateLimits: 'redis' }, message: BACK_ON_REDIS },
    ]);
  });

  it('answers from memory when a command fails on a connection that still looks ready', async () => {
    const fake = new FakeRedis();
    const log = recordingLog();
    const store = fallbackStore(fake as unknown as WatchedRedis, 'p:', log);
    fake.get = async () => {
      throw new Error('Command timed out');
    };
    expect(await store.count('a')).toBe(0);
    expect(store.state()).toBe('memory-fallback');
    expect(log.lines).toEqual([{ level: 'warn', fields: { rateLimits: 'memory-fallback', reason: 'Command timed out' }, message: FALLBACK_WARNING }]);
    // The next command that works on Redis ends the fallback.
    expect(await store.increment('a', 60_000)).toBe(1);
    expect(store.state()).toBe('redis');
    expect(log.lines.at(-1)).toEqual({ level: 'info', fields: { rateLimits: 'redis' }, message: BACK_ON_REDIS });
  });
});
