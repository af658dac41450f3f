import { describe, expect, it, vi } from 'vitest';
import { withTestDatabase } from '../../../tests/support/test-database';
import type { Db } from '@/server/db/client';
import { registerUser } from './register-user';
import { issueRefreshToken, revokeRefreshTokenFamily, rotateRefreshToken } from './refresh-tokens';

let db: Db;
let userId: string;
withTestDatabase(async (fresh) => {
  db = fresh;
  ({ id: userId } = await registerUser(db, { email: 'r@example.org', password: 'GoodPass123', firstName: 'R', lastName: 'T' }));
});

describe('refresh token rotation', () => {
  it('spends a token and issues a different successor', async () => {
    const first = await issueRefreshToken(db, userId);
    const rotated = await rotateRefreshToken(db, first);
    expect(rotated?.userId).toBe(userId);
    expect(rotated?.token).not.toBe(first);
    expect(await rotateRefreshToken(db, rotated!.token)).not.toBeNull();
  });

  it('tolerates a concurrent reuse within the grace window', async () => {
    const first = await issueRefreshToken(db, userId);
    const a = await rotateRefreshToken(db, first);
    const b = await rotateRefreshToken(db, first);
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
  });

  it('treats a late reuse as theft and revokes the whole family', async () => {
    const first = await issueRefreshToken(db, userId);
    const successor = await rotateRefreshToken(db, first);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 31_000);
      expect(await rotateRefreshToken(db, first)).toBeNull();
      expect(await rotateRefreshToken(db, successor!.token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses unknown, revoked and expired tokens', async () => {
    expect(await rotateRefreshToken(db, 'not-a-token')).toBeNull();
    const revoked = await issueRefreshToken(db, userId);
    await revokeRefreshTokenFamily(db, revoked);
    expect(await rotateRefreshToken(db, revoked)).toBeNull();
    const expiring = await issueRefreshToken(db, userId);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 31 * 24 * 3_600_000);
      expect(await rotateRefreshToken(db, expiring)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
