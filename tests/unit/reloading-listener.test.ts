import { createServer, type RequestListener, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reloadingListener } from '../../scripts/reloading-listener.mjs';

// `npm run dev` answers the API from a bundle that esbuild rebuilds on every change; this drives
// that mechanism on a module of its own, in a temporary directory (the app's sources stay as they are).
const moduleAnswering = (answer: string) =>
  `import type { RequestListener } from 'node:http';\nexport const createApi = (): RequestListener => (_req, res) => res.end(${JSON.stringify(answer)});\n`;

let cleanUp: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanUp.reverse()) await step();
  cleanUp = [];
});

async function serve(listener: RequestListener): Promise<string> {
  const server: Server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanUp.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}/`;
}

describe('npm run dev: the API is rebuilt and swapped in without a restart', { timeout: 60_000 }, () => {
  it('answers from the latest good build; a broken edit keeps the previous build answering', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reloading-listener-'));
    cleanUp.push(() => rmSync(dir, { recursive: true, force: true }));
    const entry = path.join(dir, 'api.ts');
    writeFileSync(entry, moduleAnswering('first'));
    const said: string[] = [];
    const log = { info: (message: string) => said.push(message), error: (message: string) => said.push(message) };
    const api = await reloadingListener<{ createApi: () => RequestListener }>({
      entry,
      outfile: path.join(dir, 'out', 'api.mjs'),
      create: (module) => module.createApi(),
      log,
    });
    cleanUp.push(() => api.dispose());
    const url = await serve(api.listener);
    const answer = async () => (await fetch(url)).text();
    expect(await answer()).toBe('first');

    writeFileSync(entry, moduleAnswering('second'));
    await expect.poll(answer, { message: 'the edited module answering', timeout: 30_000, interval: 100 }).toBe('second');
    expect(said.filter((line) => line.includes('reloaded'))).toHaveLength(1);

    writeFileSync(entry, 'export const createApi = (: broken');
    await expect
      .poll(() => said, { message: 'the broken edit being reported', timeout: 30_000, interval: 100 })
      .toContainEqual(expect.stringContaining('not reloaded'));
    expect(await answer()).toBe('second');

    writeFileSync(entry, moduleAnswering('third'));
    await expect.poll(answer, { message: 'the mended module answering', timeout: 30_000, interval: 100 }).toBe('third');
  });
});
