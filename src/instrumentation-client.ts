// Runs in the browser before the app's own code. The pages' content security policy allows no
// eval: zod's JIT probes `new Function` when it builds its first object schema,
// and although it falls back by itself, the browser reports the probe as a policy violation.
// zod reads its settings from this global when it loads (zod/v4/core/core.js), so `jitless` is
// set without bringing zod into every page's first load (`z.config` would, ~5 kB gzip);
// src/lib/zod-jitless.test.ts fails if zod stops reading it. The server keeps the JIT.
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
