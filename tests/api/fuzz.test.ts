import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, newSignedInUser } from '../support/http';

type Doc = { paths: Record<string, Record<string, { requestBody?: unknown }>> };

let token: string;
let userId: string;
let bodyOperations: Array<{ method: string; template: string }> = [];

beforeAll(async () => {
  const user = await newSignedInUser('fuzz');
  token = user.token;
  userId = user.id;
  const doc = (await (await fetch(`${baseUrl()}/api/openapi.json`)).json()) as Doc;
  bodyOperations = Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.requestBody)
      .map(([method]) => ({ method: method.toUpperCase(), template })),
  );
});

/** JSON that is almost right: the right field names with wrong, huge, or hostile values. */
const nastyValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, 999.99, 1000, 182.4),
  fc.string(),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.constantFrom('2026-02-30', '9999-12-31', '0000-00-00', "'; DROP TABLE users; --", '<script>', '\u0000', 'a@b.c', '00000000-0000-4000-8000-000000000000'),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);
const fieldNames = fc.constantFrom(
  'weight',
  'logDate',
  'accountId',
  'email',
  'password',
  'firstName',
  'lastName',
  'role',
  'userAccountId',
  'goalWeight',
  'targetWeightLoss',
  'error',
  'errorInfo',
  '__proto__',
  'constructor',
);
const body = fc.oneof(
  fc.dictionary(fieldNames, nastyValue, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
);

describe('random bodies against every POST and PUT of the OpenAPI document', () => {
  it('never answer 5xx, and every 4xx is problem+json', async () => {
    expect(bodyOperations.length).toBeGreaterThan(0);
    for (const { method, template } of bodyOperations) {
      const path = template.replace('{userId}', userId).replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      await fc.assert(
        fc.asyncProperty(body, async (raw) => {
          const response = await fetch(`${baseUrl()}${path}`, {
            method,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: raw,
          });
          await response.text();
          expect(response.status, `${method} ${template} with ${raw.slice(0, 200)}`).toBeLessThan(500);
          if (response.status >= 400) expect(response.headers.get('content-type')).toContain('application/problem+json');
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
      );
    }
  }, 600_000);
});

describe('oversized bodies', () => {
  it('are refused with 413 before they are parsed (issue 12, finding 6)', async () => {
    const response = await fetch(`${baseUrl()}/api/WeightLog/log-weight`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ weight: 180, logDate: '2026-01-01', padding: 'x'.repeat(100_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ type: '/problems/payload-too-large', detail: 'The request body is over 65536 bytes' });
  });
});
