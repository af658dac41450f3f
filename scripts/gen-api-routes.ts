// `npm run gen`: writes the browser's routes, `src/features/api/routes/<module>/<call>.ts`, from the
// call definitions of src/lib/api/calls/<module>.ts. `npm run gen -- --check` writes nothing and
// fails when a route file is stale, missing or has no definition (npm test runs it).
//
// A route holds only its call's method and path, typed by the definition (`ApiRoute<typeof call>`):
// the browser imports it instead of the definition, whose zod schemas would reach every page's
// first load. One file per call, so a page's bundle holds only the routes it calls.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ApiCall } from '@/lib/api/define';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const CALLS_DIR = path.join(root, 'src/lib/api/calls');
const ROUTES_DIR = path.join(root, 'src/features/api/routes');

const isCall = (value: unknown): value is ApiCall => typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every route file the definitions call for: its path under routes/ and its text. */
async function expectedRoutes(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const modules = readdirSync(CALLS_DIR)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
  for (const source of modules) {
    const exports = (await import(pathToFileURL(path.join(CALLS_DIR, `${source}.ts`)).href)) as Record<string, unknown>;
    for (const [name, call] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) {
      if (!isCall(call)) continue;
      const text = [
        `// Generated from src/lib/api/calls/${source}.ts by \`npm run gen\` (scripts/gen-api-routes.ts); do not edit.`,
        `import type { ${name} as call } from '@/lib/api/calls/${source}';`,
        "import type { ApiRoute } from '../../client';",
        '',
        `export const ${name}: ApiRoute<typeof call> = { method: '${call.method}', path: '${call.path}' };`,
        '',
      ].join('\n');
      files.set(`${source}/${kebab(name)}.ts`, text);
    }
  }
  return files;
}

function presentRoutes(): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.ts')) files.set(file.split(path.sep).join('/'), readFileSync(path.join(ROUTES_DIR, file), 'utf8'));
  }
  return files;
}

const check = process.argv.includes('--check');
const expected = await expectedRoutes();
const present = presentRoutes();
const stale = [...expected].filter(([file, text]) => present.get(file) !== text).map(([file]) => file);
const extra = [...present.keys()].filter((file) => !expected.has(file));

if (check) {
  if (stale.length === 0 && extra.length === 0) {
    console.log(`src/features/api/routes: ${expected.size} routes, all up to date.`);
  } else {
    for (const file of stale) console.error(`${present.has(file) ? 'stale' : 'missing'}: src/features/api/routes/${file}`);
    for (const file of extra) console.error(`no definition: src/features/api/routes/${file}`);
    console.error('The browser routes do not match the call definitions: run `npm run gen` and commit the result.');
    process.exitCode = 1;
  }
} else {
  for (const file of stale) {
    mkdirSync(path.dirname(path.join(ROUTES_DIR, file)), { recursive: true });
    writeFileSync(path.join(ROUTES_DIR, file), expected.get(file)!);
  }
  for (const file of extra) rmSync(path.join(ROUTES_DIR, file));
  for (const dir of readdirSync(ROUTES_DIR)) if (readdirSync(path.join(ROUTES_DIR, dir)).length === 0) rmSync(path.join(ROUTES_DIR, dir), { recursive: true });
  console.log(`src/features/api/routes: ${expected.size} routes; ${stale.length} written, ${extra.length} removed.`);
}
