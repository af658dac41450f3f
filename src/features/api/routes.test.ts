import { describe, expect, it } from 'vitest';
import type { ApiCall } from '@/lib/api/define';
import * as accounts from '@/lib/api/calls/accounts';
import * as auth from '@/lib/api/calls/auth';
import * as goals from '@/lib/api/calls/goals';
import * as shell from '@/lib/api/calls/shell';
import * as users from '@/lib/api/calls/users';
import * as weights from '@/lib/api/calls/weights';

const modules = { accounts, auth, goals, shell, users, weights };

const isCall = (value: unknown): value is ApiCall => typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** The browser's routes of one definitions module: method and path, typed by the definition. */
function renderRoutes(name: string, module: Record<string, unknown>): string {
  const lines = Object.entries(module)
    .filter((entry): entry is [string, ApiCall] => isCall(entry[1]))
    .map(([call, { method, path }]) => `export const ${call}: ApiRoute<typeof calls.${call}> = { method: '${method}', path: '${path}' };`);
  return [
    `// Generated from src/lib/api/calls/${name}.ts by src/features/api/routes.test.ts; do not edit.`,
    '// After changing a definition: npx vitest run src/features/api/routes.test.ts --update',
    `import type * as calls from '@/lib/api/calls/${name}';`,
    "import type { ApiRoute } from '../client';",
    '',
    ...lines,
    '',
  ].join('\n');
}

// The browser's routes are written from the definitions (and typed by them, so a stale file also
// fails the type check): no path is typed by hand, and no zod schema reaches a page.
describe('browser routes', () => {
  for (const [name, module] of Object.entries(modules)) {
    it(`routes/${name}.ts matches src/lib/api/calls/${name}.ts`, async () => {
      await expect(renderRoutes(name, module)).toMatchFileSnapshot(`./routes/${name}.ts`);
    });
  }
});
