import 'server-only';

/** A small in-process cache with a lifetime per entry and a bound on its size (oldest out first). */
export function timedCache<V>(maxEntries: number) {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires < Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key: string, value: V, ttlMs: number): void {
      entries.delete(key);
      entries.set(key, { value, expires: Date.now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
