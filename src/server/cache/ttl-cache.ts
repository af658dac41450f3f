/**
 * A small in-process cache: entries expire after `ttlMs` (Infinity for facts that never change)
 * and the oldest entry goes once `maxEntries` is reached, so memory stays bounded under any load.
 * Each process has its own: only cache what is immutable, or what may be `ttlMs` stale on the
 * other instances (see docs/api.md, "Caching").
 */
export function ttlCache<K, V>({ ttlMs, maxEntries, shareAs }: { ttlMs: number; maxEntries: number; shareAs?: string }) {
  const entries = shareAs ? processWide<K, V>(shareAs) : new Map<K, { value: V; expiresAt: number }>();
  return {
    get(key: K, now: number = Date.now()): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: K, value: V, { now = Date.now(), expiresAt }: { now?: number; expiresAt?: number } = {}): void {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
      entries.set(key, { value, expiresAt: Math.min(expiresAt ?? Infinity, now + ttlMs) });
    },
    delete(key: K): void {
      entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}

/**
 * The API server (esbuild's bundle) and Next.js (its own bundles) load this module separately in
 * one process; a cache that one side must be able to clear for the other lives on globalThis.
 */
function processWide<K, V>(name: string): Map<K, { value: V; expiresAt: number }> {
  const holder = globalThis as unknown as Record<string, Map<K, { value: V; expiresAt: number }> | undefined>;
  return (holder[`__ttlCache:${name}`] ??= new Map());
}

export type TtlCache<K, V> = ReturnType<typeof ttlCache<K, V>>;
