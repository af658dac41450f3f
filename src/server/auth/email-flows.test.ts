import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { requestPasswordReset, resendVerification, type AfterAnswer } from './email-flows';
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

/** Makes the call; answers what it returned and the statements run until then (what the route awaits before it answers). */
async function call(flow: () => AfterAnswer): Promise<{ afterAnswer: AfterAnswer; workBeforeAnswer: string[] }> {
  statements.length = 0;
  // One turn of the event loop's microtasks, as the route takes before its answer goes out.
  const afterAnswer = await Promise.resolve(flow());
  return { afterAnswer, workBeforeAnswer: [...statements] };
}

describe('finding 12: forgot password does the same work before answering for a known and an unknown address', () => {
  it('answers before any database work, for either address; the known one gets its link after', async () => {
    sent.length = 0;
    const known = await call(() => requestPasswordReset(db, 'known@example.org', 'en-US'));
    const unknown = await call(() => requestPasswordReset(db, 'nobody@example.org', 'en-US'));
    expect(known.workBeforeAnswer).toEqual(unknown.workBeforeAnswer);
    expect(known.workBeforeAnswer).toEqual([]);

    await Promise.all([known.afterAnswer.done, unknown.afterAnswer.done]);
    expect(sent).toEqual([['reset', 'known@example.org', 'en-US']]);
    const tokens = await db.query.emailTokens.findMany({ columns: { purpose: true, usedAt: true } });
    expect(tokens).toEqual([{ purpose: 'reset_password', usedAt: null }]);
  });

  it('resending a verification link works the same way', async () => {
    sent.length = 0;
    const unverified = await call(() => resendVerification(db, 'unverified@example.org', 'es-ES'));
    const unknown = await call(() => resendVerification(db, 'nobody@example.org', 'es-ES'));
    expect(unverified.workBeforeAnswer).toEqual([]);
    expect(unknown.workBeforeAnswer).toEqual([]);
    await Promise.all([unverified.afterAnswer.done, unknown.afterAnswer.done]);
    expect(sent).toEqual([['verify', 'unverified@example.org', 'es-ES']]);
  });
});
