import { beforeAll, describe, expect, it } from 'vitest';
import { summarizeProgress } from '@/lib/progress/summary';
import { api, expectProblem, newSignedInUser, type SignedInUser } from '../support/http';
import { demoAdmin, demoOrganizationId, invite } from './support-accounts';

let person: SignedInUser;
let other: SignedInUser;
let organizationId: string;

/** Logged out of order, with a two-day gap: the file sorts them and the trend spans the gap. */
const WEIGHTS = [
  { weight: 198.6, logDate: '2026-03-04' },
  { weight: 200, logDate: '2026-03-01' },
  { weight: 199.2, logDate: '2026-03-02' },
];

let shareLinkId: string;

beforeAll(async () => {
  [person, other] = await Promise.all([newSignedInUser('export'), newSignedInUser('export-other')]);
  for (const body of WEIGHTS) expect((await api('/api/WeightLog/log-weight', { method: 'POST', token: person.token, body })).status).toBe(201);
  expect((await api('/api/WeightLossGoal', { method: 'POST', token: person.token, body: { goalWeight: 180 } })).status).toBe(201);
  const reminders = { enabled: true, days: [1, 4], localTime: '07:15', timeZone: 'Europe/Madrid', streakTime: null, weeklySummary: true, locale: 'es-ES' };
  expect((await api(`/api/User/${person.id}/reminders`, { method: 'PUT', token: person.token, body: reminders })).status).toBe(200);
  const shared = await api('/api/Share', { method: 'POST', token: person.token, body: { includeWeight: true, timeZone: 'Europe/Madrid' } });
  expect(shared.status).toBe(201);
  shareLinkId = shared.json.id;
  // An invitation left waiting: a membership in status Invited, and an invitation received.
  const admin = await demoAdmin();
  organizationId = await demoOrganizationId(admin);
  expect((await invite(admin, { email: person.email, role: 'User', accountId: organizationId })).status).toBe(201);
});

const download = (user: SignedInUser | undefined, format: string, id = person.id) => api(`/api/User/${id}/export?format=${format}`, { token: user?.token });

/** The server's day when it answered (the Date header): the file is named with it. */
const dayOf = (result: Awaited<ReturnType<typeof api>>) => new Date(result.headers.get('date')!).toISOString().slice(0, 10);

/** The person's own file in `format`: answered 200 as an attachment of `contentType`, named with the server's day and `fileSuffix`. */
async function downloadOwnFile(format: string, contentType: string, fileSuffix: string) {
  const result = await download(person, format);
  expect(result.status).toBe(200);
  expect(result.contentType).toBe(contentType);
  expect(result.headers.get('content-disposition')).toBe(`attachment; filename="community-weight-tracker-${dayOf(result)}${fileSuffix}"`);
  return result;
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe('GET /api/User/{id}/export?format=csv', () => {
  it('is the weight log as a CSV file: header, days ascending, kg to the tenth, the dashboard trend', async () => {
    const result = await downloadOwnFile('csv', 'text/csv; charset=utf-8', '.csv');
    expect(result.headers.get('cache-control')).toBe('no-store');
    // The dashboard's own maths (src/lib/progress/summary.ts) gives the trend column.
    const trend = summarizeProgress(WEIGHTS, '2026-03-04').trend.map((point) => point.trend);
    expect(trend).toEqual([200, 199.92, 199.67]);
    expect(result.text).toBe(
      [
        'date,weight_lb,weight_kg,trend_lb',
        `2026-03-01,200,90.7,${trend[0]}`,
        `2026-03-02,199.2,90.4,${trend[1]}`,
        `2026-03-04,198.6,90.1,${trend[2]}`,
        '',
      ].join('\r\n'),
    );
  });

  it('is the header alone for a person who logged nothing', async () => {
    const result = await download(other, 'csv', other.id);
    expect(result.status).toBe(200);
    expect(result.text).toBe('date,weight_lb,weight_kg,trend_lb\r\n');
  });
});

describe('GET /api/User/{id}/export?format=json', () => {
  it('holds the profile, memberships, invitations, goals, weights and reminders', async () => {
    const result = await downloadOwnFile('json', 'application/json; charset=utf-8', '.json');
    const data = result.json;
    expect(data.profile).toEqual({
      id: person.id,
      email: person.email,
      pendingEmail: null,
      firstName: 'Test',
      lastName: 'export',
      emailVerifiedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      directoryManaged: false,
      displayUnit: 'lb',
      heightCm: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const personal = data.memberships.find((m: { accountType: string }) => m.accountType === 'personal');
    expect(data.memberships).toEqual([
      {
        id: personal.id,
        accountId: personal.accountId,
        accountName: 'Test export',
        accountType: 'personal',
        role: 'User',
        status: 'Active',
        isPrimary: true,
        shareWeights: false,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        accountId: organizationId,
        accountName: expect.any(String),
        accountType: 'organization',
        role: 'User',
        status: 'Invited',
        isPrimary: false,
        shareWeights: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(data.invitations).toEqual({
      received: [
        { accountName: data.memberships[1].accountName, role: 'User', status: 'Invited', invitedEmail: person.email, invitationDate: expect.any(String) },
      ],
      sent: [],
    });
    expect(data.goals).toEqual([
      {
        accountId: personal.accountId,
        accountName: 'Test export',
        accountType: 'personal',
        goalWeight: 180,
        targetWeightLoss: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(
      data.weightLogs.map(({ accountId, logDate, weight }: { accountId: string; logDate: string; weight: number }) => ({ accountId, logDate, weight })),
    ).toEqual([...WEIGHTS].sort((a, b) => a.logDate.localeCompare(b.logDate)).map((w) => ({ accountId: personal.accountId, ...w })));
    expect(data.linkedProviders).toEqual([]);
    expect(data.shareLinks).toEqual([
      { id: shareLinkId, includeWeight: true, timeZone: 'Europe/Madrid', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
    expect(data.reminders).toEqual({
      settings: {
        enabled: true,
        days: [1, 4],
        localTime: '07:15',
        timeZone: 'Europe/Madrid',
        streakTime: null,
        weeklySummary: true,
        locale: 'es-ES',
        chosen: true,
      },
      sent: [],
    });
  });

  it('holds no secret: no password, hash, token or nonce key, and no password hash text', async () => {
    const result = await download(person, 'json');
    expect(keysOf(result.json).filter((key) => /password|hash|token|secret|nonce/i.test(key))).toEqual([]);
    expect(result.text).not.toContain('$argon2');
    expect(result.text).not.toContain(person.password);
  });
});

describe('GET /api/User/{id}/export?format=fhir', () => {
  it('is a FHIR R4 collection Bundle: the Patient, then one body-weight Observation per day', async () => {
    const result = await downloadOwnFile('fhir', 'application/fhir+json; charset=utf-8', '-fhir.json');
    const bundle = result.json;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection', timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const [patient, ...observations] = bundle.entry;
    expect(patient).toEqual({
      fullUrl: `urn:uuid:${person.id}`,
      resource: { resourceType: 'Patient', id: person.id, name: [{ family: 'export', given: ['Test'] }], telecom: [{ system: 'email', value: person.email }] },
    });
    const days = [...WEIGHTS].sort((a, b) => a.logDate.localeCompare(b.logDate));
    expect(observations).toHaveLength(days.length);
    observations.forEach((entry: { fullUrl: string; resource: { id: string } }, i: number) => {
      expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
      expect(entry.resource).toEqual({
        resourceType: 'Observation',
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        meta: { profile: ['http://hl7.org/fhir/StructureDefinition/bodyweight'] },
        status: 'final',
        category: [
          {
            coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs', display: 'Vital Signs' }],
            text: 'Vital Signs',
          },
        ],
        code: { coding: [{ system: 'http://loinc.org', code: '29463-7', display: 'Body weight' }], text: 'Body weight' },
        subject: { reference: `urn:uuid:${person.id}` },
        effectiveDateTime: days[i]!.logDate,
        valueQuantity: { value: days[i]!.weight, unit: 'lb', system: 'http://unitsofmeasure.org', code: '[lb_av]' },
      });
    });
  });
});

describe('who may export, and what', () => {
  it("answers 403 for another user's data, and 401 without a token", async () => {
    const forbidden = await download(other, 'csv');
    expectProblem(forbidden, 403);
    expect(forbidden.text).not.toContain('2026-03-01');
    expectProblem(await download(undefined, 'csv'), 401);
    expectProblem(await download(other, 'json', '00000000-0000-4000-8000-000000000000'), 403);
  });

  it.each(['xml', 'CSV', ''])('answers 400 for the format %j', async (format) => {
    const result = await download(person, format);
    expectProblem(result, 400);
    expect(result.json.errors.format.key).toBe('invalidValue');
  });

  it('answers 400 without a format', async () => {
    const result = await api(`/api/User/${person.id}/export`, { token: person.token });
    expectProblem(result, 400);
    expect(result.json.errors.format.key).toBe('invalidValue');
  });
});
