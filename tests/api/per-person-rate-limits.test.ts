import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, baseUrl, expectProblem, newSignedInUser, signIn, uniqueEmail } from '../support/http';
import { mailsTo, waitForMail } from '../support/mailbox';
import { startOwnServerWithMail, type OwnServerWithMail } from '../support/own-server-with-mail';

/** The per-person budgets a server has without settings (src/env.ts). */
const READS_PER_MINUTE = 600;
const MAILS_PER_10_MINUTES = 10;
const EXPORTS_PER_HOUR = 10;

type Person = { id: string; token: string };

const changeEmail = (person: Person, email: string) =>
  api(`/api/User/${person.id}/profile`, { method: 'PUT', token: person.token, body: { email, firstName: 'Test', lastName: 'Mailer' } });
const readUser = (person: Person) => api(`/api/User/${person.id}`, { token: person.token });
const exportFhir = (person: Person) => api(`/api/User/${person.id}/export?format=fhir`, { token: person.token });

function seconds(value: string | null): number {
  expect(value).toMatch(/^\d+$/);
  return Number(value);
}

/** `days` daily weights in kilograms, the last one on 2020-01-01: a long history to export (at most 43,000 days: the import takes none before 1900). */
function longHistory(days: number): string {
  const last = Date.UTC(2020, 0, 1);
  const lines = Array.from({ length: days }, (_, i) => `${new Date(last - i * 86_400_000).toISOString().slice(0, 10)};${(80 + (i % 20) / 10).toFixed(1)}`);
  return ['date;weight (kg)', ...lines].join('\n');
}

/**
 * A server of this file's own with the budgets' defaults (the suite's server raises them for its
 * few people making many calls); in the PostgreSQL run with Redis, it counts in that Redis under
 * a prefix of its own.
 */
const redisUrl = inject('redisUrl');
const prefix = `per-person-${randomUUID()}:`;
let own: OwnServerWithMail | undefined;

beforeAll(async () => {
  own = await startOwnServerWithMail('per-person', {
    RATE_LIMIT_PER_IP_PER_MINUTE: '500',
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix } : {}),
  });
}, 180_000);

afterAll(async () => {
  await own?.close();
});

describe('finding 6: per-person limits on signed-in calls', () => {
  it('15 email-change confirmations to 15 strangers: past the mail budget 429 with Retry-After and RateLimit-*, and no mail sent', async () => {
    const person = await newSignedInUser('mailer');
    const strangers = Array.from({ length: 15 }, (_, i) => uniqueEmail(`stranger-${i}`));
    const answers = [];
    for (const email of strangers) answers.push(await changeEmail(person, email));

    expect(answers.map((a) => a.status)).toEqual([...Array<number>(MAILS_PER_10_MINUTES).fill(200), ...Array<number>(15 - MAILS_PER_10_MINUTES).fill(429)]);
    for (const [i, answer] of answers.slice(0, MAILS_PER_10_MINUTES).entries()) {
      expect(answer.headers.get('ratelimit-limit')).toBe(String(MAILS_PER_10_MINUTES));
      expect(answer.headers.get('ratelimit-remaining')).toBe(String(MAILS_PER_10_MINUTES - 1 - i));
      expect(seconds(answer.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(600);
    }
    for (const refused of answers.slice(MAILS_PER_10_MINUTES)) {
      expectProblem(refused, 429);
      expect(refused.json.detail).toBe('TooManyAttempts');
      expect(refused.headers.get('ratelimit-limit')).toBe(String(MAILS_PER_10_MINUTES));
      expect(refused.headers.get('ratelimit-remaining')).toBe('0');
      expect(seconds(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      expect(refused.headers.get('retry-after')).toBe(refused.headers.get('ratelimit-reset'));
    }

    // The accepted ones were mailed their link; once those are in, the refused ones have had nothing.
    for (const email of strangers.slice(0, MAILS_PER_10_MINUTES)) await waitForMail(own!.mailDir, email);
    expect(strangers.slice(MAILS_PER_10_MINUTES).map((email) => mailsTo(own!.mailDir, email).length)).toEqual([0, 0, 0, 0, 0]);
    // Nor was the refused change recorded: the pending email is the last accepted one.
    expect((await readUser(person)).json.pendingEmail).toBe(strangers[MAILS_PER_10_MINUTES - 1]);
  });

  it('counts per person: another person still has their whole mail budget', async () => {
    const [spent, other] = [await newSignedInUser('spent'), await newSignedInUser('unaffected')];
    for (let i = 0; i < MAILS_PER_10_MINUTES; i++) expect((await changeEmail(spent, uniqueEmail('spent-new'))).status).toBe(200);
    expectProblem(await changeEmail(spent, uniqueEmail('spent-new')), 429);

    const theirs = await changeEmail(other, uniqueEmail('their-new'));
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('ratelimit-remaining')).toBe(String(MAILS_PER_10_MINUTES - 1));
  });

  it('counts each address of many invitations at once as one mail: a list the budget cannot take is refused whole, and nothing is sent', async () => {
    const organizationOf = async (person: Person) =>
      ((await readUser(person)).json.accounts as Array<{ accountId: string; accountType: string }>).find((a) => a.accountType === 'organization')!.accountId;
    const signedIn = async (email: string, password: string) => {
      const { session } = await signIn(email, password);
      return { id: session.user!.id, token: session.accessToken! };
    };
    const inviteMany = (by: Person, accountId: string, emails: string[]) =>
      api('/api/Account/invite-many', { method: 'POST', token: by.token, body: { accountId, role: 'User', emails } });

    const demo = await signedIn('admin@demo.example.org', 'DemoAdmin2026');
    const tooMany = Array.from({ length: MAILS_PER_10_MINUTES + 1 }, (_, i) => uniqueEmail(`bulk-over-${i}`));
    const refused = await inviteMany(demo, await organizationOf(demo), tooMany);
    expectProblem(refused, 429);
    expect(refused.json.detail).toBe('TooManyAttempts');
    expect(seconds(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(tooMany.map((email) => mailsTo(own!.mailDir, email).length)).toEqual(tooMany.map(() => 0));

    const library = await signedIn('library.admin@demo.example.org', 'DemoLibrary2026');
    const libraryId = await organizationOf(library);
    const enough = Array.from({ length: MAILS_PER_10_MINUTES }, (_, i) => uniqueEmail(`bulk-within-${i}`));
    const accepted = await inviteMany(library, libraryId, enough);
    expect(accepted.status).toBe(200);
    expect(accepted.json.results).toEqual(enough.map((email) => ({ email, outcome: 'userNotFound' })));
    expect(accepted.headers.get('ratelimit-remaining')).toBe('0');
    for (const email of enough) await waitForMail(own!.mailDir, email);
    // The same budget as single invitations: none is left for one more.
    expectProblem(
      await api('/api/Account/invite', { method: 'POST', token: library.token, body: { accountId: libraryId, email: uniqueEmail('bulk-after') } }),
      429,
    );
  });

  it('gives reads a budget far above the mail one', async () => {
    const person = await newSignedInUser('budgets');
    const [read, mail] = [await readUser(person), await changeEmail(person, uniqueEmail('budgets-new'))];
    expect([read.headers.get('ratelimit-limit'), mail.headers.get('ratelimit-limit')]).toEqual([String(READS_PER_MINUTE), String(MAILS_PER_10_MINUTES)]);
  });

  it('runs one export at a time per person: while one is still downloading, a second is 429 OneAtATime; the next runs', async () => {
    const person = await newSignedInUser('exporter');
    // 20,000 days as FHIR is about 13 MB: more than the sockets between here and the server hold,
    // so the first export stays in flight until its body is read.
    const imported = await api('/api/WeightLog/import', { method: 'POST', token: person.token, body: { step: 'commit', text: longHistory(20_000) } });
    expect(imported.status).toBe(200);

    const first = await fetch(`${baseUrl()}/api/User/${person.id}/export?format=fhir`, { headers: { authorization: `Bearer ${person.token}` } });
    expect(first.status).toBe(200);
    const second = await exportFhir(person);
    expectProblem(second, 429);
    expect(second.json.detail).toBe('OneAtATime');
    expect(second.headers.get('retry-after')).toBe('5');
    expect(second.headers.get('ratelimit-limit')).toBe(String(EXPORTS_PER_HOUR));
    expect((JSON.parse(await first.text()) as { entry: unknown[] }).entry).toHaveLength(20_001);

    // The slot is given back once the answer is sent.
    const next = await exportFhir(person);
    expect(next.status).toBe(200);
    expect(next.headers.get('ratelimit-remaining')).toBe(String(EXPORTS_PER_HOUR - 3));
  }, 120_000);

  it.skipIf(inject('rateLimitKind') !== 'redis')('counts in Redis when it is set, so every instance sees the same count (PostgreSQL run)', async () => {
    const person = await newSignedInUser('shared');
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    try {
      const key = `${prefix}person:read:${person.id}`;
      const first = await readUser(person);
      expect([first.headers.get('ratelimit-remaining'), await redis.get(key)]).toEqual([String(READS_PER_MINUTE - 1), '1']);
      // 100 reads counted by another instance, straight into the shared count.
      await redis.incrby(key, 100);
      const second = await readUser(person);
      expect([second.headers.get('ratelimit-remaining'), await redis.get(key)]).toEqual([String(READS_PER_MINUTE - 102), '102']);
    } finally {
      redis.disconnect();
    }
  });
});
