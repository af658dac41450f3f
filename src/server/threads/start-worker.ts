import 'server-only';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** From the sources, 'server-only' resolves to an empty module, as the build's bundler makes it. */
const SERVER_ONLY_HOOK = `export async function resolve(specifier, context, next) { return specifier === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(specifier, context); }`;

/**
 * Starts one of the server's worker threads. Built (npm start, npm run dev, the API tests'
 * server), its code is the module scripts/build-server.mjs bundles beside the server's as
 * `bundled`, found from this module's import.meta.url, which is then the server module's. Run
 * from the sources (tsx, vitest), it is the TypeScript file `source`: Node 20 does not apply
 * loaders given in a worker's execArgv, so a bootstrap registers tsx and the 'server-only' hook
 * first (not the react-server condition: next-intl would then load React's server build, which
 * the mail's translator does not work with).
 */
export function startWorker(files: { bundled: string; source: URL }, options: Omit<WorkerOptions, 'eval' | 'execArgv'> = {}): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(`./${files.bundled}`, import.meta.url), options);
  const hook = `data:text/javascript,${encodeURIComponent(SERVER_ONLY_HOOK)}`;
  const bootstrap = `import('node:module').then((m) => { m.register(${JSON.stringify(hook)}); return import('tsx/esm/api'); }).then((tsx) => { tsx.register(); return import(${JSON.stringify(files.source.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true, execArgv: [] });
}
