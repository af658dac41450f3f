import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryStore, redisStore, type CounterStore } from './store';

// The Redis half runs against a real server: REDIS_URL, or the local default.
const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
afterAll(() => redis.quit());

function contract(name: string, make: () => CounterStore, wait: (ms: number) => Promise<void>) {
  describe(`${name} counter store`, () => {
    it('counts within a window, per key', async () => {
      const store = make();
      const key = randomUUID();
      expect(await store.count(key)).toBe(0);
      expect(await store.increment(key, 60_000)).toBe(1);
      expect(await store.increment(key, 60_000)).toBe(2);
      expect(await store.count(key)).toBe(2);
      expect(await store.count(randomUUID())).toBe(0);
    });

    it('starts again after the window and after a reset', async () => {
      const store = make();
      const key = randomUUID();
      await store.increment(key, 50);
      await wait(120);
      expect(await store.count(key)).toBe(0);
      expect(await store.increment(key, 60_000)).toBe(1);
      await store.reset(key);
      expect(await store.count(key)).toBe(0);
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
contract('memory', () => memoryStore(), sleep);
contract('Redis', () => redisStore(redis, `test:${randomUUID()}:`), sleep);
