import { describe, expect, it, vi } from 'vitest';
import { withTestDatabase } from '../../../tests/support/test-database';
import type { Db } from '@/server/db/client';
import { consumeEmailToken, EMAIL_TOKEN_LIFETIME_MS, issueEmailToken } from './email-tokens';
import { registerUser } from './register-user';

let db: Db;
let userId: string;
withTestDatabase(async (fresh) => {
  db = fresh;
  ({ id: userId } = await registerUser(db, { email: 'e@example.org', password: 'GoodPass123', firstName: 'E', lastName: 'T' }));
});

describe('email tokens', () => {
  it('works once, for its own purpose only', async () => {
    const token = await issueEmailToken(db, userId, 'verify_email');
    expect(await consumeEmailToken(db, token, 'reset_password')).toBeNull();
    expect(await consumeEmailToken(db, token, 'verify_email')).toBe(userId);
    expect(await consumeEmailToken(db, token, 'verify_email')).toBeNull();
  });

  it('is stored hashed', async () => {
    const token = await issueEmailToken(db, userId, 'reset_password');
    const rows = await db.query.emailTokens.findMany();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('retires the earlier unused token of the same purpose', async () => {
    const first = await issueEmailToken(db, userId, 'reset_password');
    const second = await issueEmailToken(db, userId, 'reset_password');
    expect(await consumeEmailToken(db, first, 'reset_password')).toBeNull();
    expect(await consumeEmailToken(db, second, 'reset_password')).toBe(userId);
  });

  it('expires', async () => {
    const token = await issueEmailToken(db, userId, 'reset_password');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + EMAIL_TOKEN_LIFETIME_MS.reset_password + 1_000);
      expect(await consumeEmailToken(db, token, 'reset_password')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
