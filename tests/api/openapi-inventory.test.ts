import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/http';

type Doc = { paths: Record<string, Record<string, unknown>> };
let documented: Set<string>;

beforeAll(async () => {
  const doc = (await (await fetch(`${baseUrl()}/api/openapi.json`)).json()) as Doc;
  documented = new Set(Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`)));
});

/** Every product call SPEC §7 names (the auth routes are next-auth's own, not part of this API). */
const SPEC_CALLS = [
  'GET /api/Account/organizations',
  'GET /api/Account/my-invitations',
  'POST /api/Account/invite',
  'POST /api/Account/accept-invitation',
  'DELETE /api/Account/{accountId}/users/{userId}',
  'DELETE /api/Account/{accountId}/users/invitations/{userId}',
  'GET /api/Account/org-admins',
  'GET /api/CommunityProgress',
  'GET /api/User/{id}',
  'PUT /api/User/{id}/profile',
  'PUT /api/User/{id}/set-primary-account',
  'DELETE /api/WeightLog/{id}',
  'PUT /api/WeightLog/{id}',
  'GET /api/WeightLog/user/{userId}',
  'GET /api/WeightLog/organization/{accountId}',
  'POST /api/WeightLog/log-weight',
  'GET /api/WeightLossGoal/my-goal',
  'GET /api/WeightLossGoal/{accountId}',
  'DELETE /api/WeightLossGoal/{accountId}',
  'POST /api/WeightLossGoal',
  'GET /api/yt-title/{videoId}',
  'GET /api/yt-image/{videoId}',
  'POST /api/logError',
  'GET /api/preview',
];

/** Routes that are not the product API: next-auth, the health probe and the document itself. */
const NOT_PRODUCT_API = [/^\/api\/auth\//, /^\/api\/health$/, /^\/api\/openapi\.json$/];

function* routeFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* routeFiles(full);
    else if (entry === 'route.ts') yield full;
  }
}

function routesInSource(): string[] {
  const apiDir = path.join(process.cwd(), 'src/app/api');
  return [...routeFiles(apiDir)].flatMap((file) => {
    const template = `/api/${path.relative(apiDir, path.dirname(file))}`
      .replace(/^\/api\/account-auth/, '/api/Auth') // docs/decisions/0003
      .replace(/\[\.\.\.(\w+)\]/g, '{$1}')
      .replace(/\[(\w+)\]/g, '{$1}');
    if (NOT_PRODUCT_API.some((pattern) => pattern.test(template.replace(/\{[^}]+\}.*$/, 'x')) || pattern.test(template))) return [];
    const source = readFileSync(file, 'utf8');
    const methods = [...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|DELETE|PATCH)\b/g)].map((m) => m[1]);
    return methods.map((method) => `${method} ${template}`);
  });
}

describe('the OpenAPI document is complete', () => {
  it('lists every call of SPEC §7', () => {
    expect(SPEC_CALLS.filter((call) => !documented.has(call))).toEqual([]);
  });

  it('lists every route the app serves, and nothing it does not serve', () => {
    const served = routesInSource();
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((call) => !served.includes(call))).toEqual([]);
  });
});
