import { describe, expect, it } from 'vitest';

describe('finding 8: zod in the browser needs no eval', () => {
  it('zod takes `jitless` from the global src/instrumentation-client.ts sets before it loads', async () => {
    const scope = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
    const before = scope.__zod_globalConfig;
    await import('../instrumentation-client');
    const { z } = await import('zod');
    expect(z.config()).toMatchObject({ jitless: true });
    // An object schema built now neither probes nor uses `new Function`.
    const original = globalThis.Function;
    let calls = 0;
    globalThis.Function = new Proxy(original, {
      construct: (target, args) => {
        calls += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ a: z.string(), b: z.number() });
      expect(schema.parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
      expect(calls).toBe(0);
    } finally {
      globalThis.Function = original;
      scope.__zod_globalConfig = before;
    }
  });
});
