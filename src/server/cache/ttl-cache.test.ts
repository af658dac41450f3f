import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('returns a value until it expires, then forgets it', () => {
    const cache = ttlCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 1, { now: 0 });
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps an entry past its own expiry, even with a longer ttl', () => {
    const cache = ttlCache<string, number>({ ttlMs: 60_000, maxEntries: 10 });
    cache.set('token', 1, { now: 0, expiresAt: 500 });
    expect(cache.get('token', 499)).toBe(1);
    expect(cache.get('token', 500)).toBeUndefined();
  });

  it('drops the oldest entry at its size bound', () => {
    const cache = ttlCache<string, number>({ ttlMs: Infinity, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3); // re-setting makes "a" the newest
    cache.set('c', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
    expect(cache.size).toBe(2);
  });

  it('forgets a deleted key', () => {
    const cache = ttlCache<string, number>({ ttlMs: Infinity, maxEntries: 2 });
    cache.set('a', 1);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
