import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
/* eslint-disable no-restricted-imports -- the test reads the definitions to write the browser's routes */
import * as accounts from '@/lib/api/calls/accounts';
import * as auth from '@/lib/api/calls/auth';
import * as coalition from '@/lib/api/calls/coalition';
import * as goals from '@/lib/api/calls/goals';
import * as milestones from '@/lib/api/calls/milestones';
import * as reminders from '@/lib/api/calls/reminders';
import * as shares from '@/lib/api/calls/shares';
import * as shell from '@/lib/api/calls/shell';
import * as users from '@/lib/api/calls/users';
import * as weights from '@/lib/api/calls/weights';
/* eslint-enable no-restricted-imports */
import type { ApiCall } from '@/lib/api/define';

const modules = { accounts, auth, coalition, goals, milestones, reminders, shares, shell, users, weights };
const ROUTES_DIR = path.join(import.meta.dirname, 'routes');

const isCall = (value: unknown): value is ApiCall => typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every definition, as `routes/<module>/<call>.ts` and the text of that file. */
const routeFiles = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, ApiCall] => isCall(entry[1]))
    .map(([name, { method, path: callPath }]) => ({
      file: `${module}/${kebab(name)}.ts`,
      text: [
        `// Generated from src/lib/api/calls/${module}.ts by src/features/api/routes.test.ts; do not edit.`,
        '// After changing a definition: npx vitest run src/features/api/routes.test.ts --update',
        `import type { ${name} as call } from '@/lib/api/calls/${module}';`,
        "import type { ApiRoute } from '../../client';",
        '',
        `export const ${name}: ApiRoute<typeof call> = { method: '${method}', path: '${callPath}' };`,
        '',
      ].join('\n'),
    })),
);

// The browser's routes are written from the definitions, one file per call (Turbopack keeps every
// export of a module a page imports, so a page's bundle holds only the routes it calls), and typed
// by them, so a stale file also fails the type check. No path is typed by hand; no zod schema
// reaches a page (decision 0013).
describe('browser routes', () => {
  for (const { file, text } of routeFiles) {
    it(`routes/${file} matches its definition`, async () => {
      await expect(text).toMatchFileSnapshot(`./routes/${file}`);
    });
  }

  it('routes/ holds no route without a definition', () => {
    const present = readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    expect(present.sort()).toEqual(routeFiles.map(({ file }) => file).sort());
  });
});
