import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { requestPasswordReset, resendVerification } from './email-flows';
import { registerUser } from './register-user';

const sent = vi.hoisted(() => [] as Array<[string, string, string]>);
vi.mock('@/server/mail/auth-mails', () => ({
  sendPasswordResetMail: async (to: string, locale: string) => void sent.push(['reset', to, locale]),
  sendVerificationMail: async (to: string, locale: string) => void sent.push(['verify', to, locale]),
  sendAccountExistsMail: async (to: string, locale: string) => void sent.push(['exists', to, locale]),
}));

/** Every statement the database ran, in order: what a request did before it answered. */
const statements: string[] = [];
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create();
  const traced = drizzle({ client, schema, logger: { logQuery: (query) => void statements.push(query) } });
  await migrate(traced, { migrationsFolder: path.join(process.cwd(), 'drizzle') });
  db = traced as unknown as Db;
  close = () => client.close();
  await registerUser(db, { email: 'known@example.org', password: 'GoodPass123', firstName: 'K', lastName: 'N' });
  await registerUser(db, { email: 'unverified@example.org', password: 'GoodPass123', firstName: 'U', lastName: 'V' });
}, 60_000);
afterAll(() => close());

/** The statements run until the call's answer (what the route awaits) is there. */
async function beforeAnswer(call: () => unknown): Promise<string[]> {
  statements.length = 0;
  await call();
  return [...statements];
}

describe('finding 12: forgot password does the same work before answering for a known and an unknown address', () => {
  it('answers before any database work, for either address; the known one gets its link after', async () => {
    sent.length = 0;
    let known: ReturnType<typeof requestPasswordReset> | undefined;
    let unknown: ReturnType<typeof requestPasswordReset> | undefined;
    const knownWork = await beforeAnswer(() => (known = requestPasswordReset(db, 'known@example.org', 'en-US')));
    const unknownWork = await beforeAnswer(() => (unknown = requestPasswordReset(db, 'nobody@example.org', 'en-US')));
    expect(knownWork).toEqual(unknownWork);
    expect(knownWork).toEqual([]);

    await Promise.all([known!.done, unknown!.done]);
    expect(sent).toEqual([['reset', 'known@example.org', 'en-US']]);
    const tokens = await db.query.emailTokens.findMany({ columns: { purpose: true, usedAt: true } });
    expect(tokens).toEqual([{ purpose: 'reset_password', usedAt: null }]);
  });

  it('resending a verification link works the same way', async () => {
    sent.length = 0;
    let unverified: ReturnType<typeof resendVerification> | undefined;
    let unknown: ReturnType<typeof resendVerification> | undefined;
    const unverifiedWork = await beforeAnswer(() => (unverified = resendVerification(db, 'unverified@example.org', 'es-ES')));
    const unknownWork = await beforeAnswer(() => (unknown = resendVerification(db, 'nobody@example.org', 'es-ES')));
    expect(unverifiedWork).toEqual([]);
    expect(unknownWork).toEqual([]);
    await Promise.all([unverified!.done, unknown!.done]);
    expect(sent).toEqual([['verify', 'unverified@example.org', 'es-ES']]);
  });
});
