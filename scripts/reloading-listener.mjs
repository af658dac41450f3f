// `npm run dev`'s product API (scripts/dev.mjs): esbuild bundles one module and everything it
// imports, in watch mode; after every build the new bundle is imported afresh and its request
// listener swapped in. A change to an API route, a call definition or a service thus answers the
// next request, while the process, Next.js's dev server and the open database stay as they are.
import { context } from 'esbuild';
import { pathToFileURL } from 'node:url';
import { bundleOptions } from './build-server.mjs';

/**
 * Bundles `entry` to `outfile` and returns a listener that calls the latest good build's listener,
 * made by `create(module)`. A build with errors, or one whose module fails to load, leaves the
 * previous build answering (and says so); the first build must succeed.
 */
export async function reloadingListener({ entry, outfile, create, log = console }) {
  let current;
  let builds = 0;
  let first;
  const firstLoad = new Promise((resolve, reject) => (first = { resolve, reject }));
  const failed = (error) => {
    if (!current) first.reject(error);
    else log.error(`✗ ${entry} not reloaded: ${error.message} (the previous build keeps answering)`);
  };
  const swap = {
    name: 'swap-listener',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0) return failed(new Error(`${result.errors.length} build error(s), shown above`));
        builds += 1;
        try {
          // A new URL for each build: Node caches every module it imported by URL.
          const listener = await create(await import(`${pathToFileURL(outfile).href}?build=${builds}`));
          const reloaded = current !== undefined;
          current = listener;
          if (reloaded) log.info(`✓ ${entry} reloaded (build ${builds})`);
          else first.resolve();
        } catch (error) {
          failed(error);
        }
      });
    },
  };
  const watcher = await context(bundleOptions(entry, outfile, [swap]));
  await watcher.watch();
  try {
    await firstLoad;
  } catch (error) {
    await watcher.dispose();
    throw error;
  }
  return { listener: (req, res) => current(req, res), dispose: () => watcher.dispose() };
}
