import { describe, expect, it } from 'vitest';
import { withClockAhead } from '../../../tests/support/clock-ahead';
import { withRegisteredPerson } from '../../../tests/support/test-database';
import { issueRefreshToken, revokeRefreshTokenFamily, rotateRefreshToken } from './refresh-tokens';

const fixture = withRegisteredPerson('r@example.org');

describe('refresh token rotation', () => {
  it('spends a token and issues a different successor', async () => {
    const first = await issueRefreshToken(fixture.db, fixture.userId);
    const rotated = await rotateRefreshToken(fixture.db, first);
    expect(rotated?.userId).toBe(fixture.userId);
    expect(rotated?.token).not.toBe(first);
    expect(await rotateRefreshToken(fixture.db, rotated!.token)).not.toBeNull();
  });

  it('tolerates a concurrent reuse within the grace window', async () => {
    const first = await issueRefreshToken(fixture.db, fixture.userId);
    const a = await rotateRefreshToken(fixture.db, first);
    const b = await rotateRefreshToken(fixture.db, first);
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
  });

  it('treats a late reuse as theft and revokes the whole family', async () => {
    const first = await issueRefreshToken(fixture.db, fixture.userId);
    const successor = await rotateRefreshToken(fixture.db, first);
    await withClockAhead(31_000, async () => {
      expect(await rotateRefreshToken(fixture.db, first)).toBeNull();
      expect(await rotateRefreshToken(fixture.db, successor!.token)).toBeNull();
    });
  });

  it('refuses unknown, revoked and expired tokens', async () => {
    expect(await rotateRefreshToken(fixture.db, 'not-a-token')).toBeNull();
    const revoked = await issueRefreshToken(fixture.db, fixture.userId);
    await revokeRefreshTokenFamily(fixture.db, revoked);
    expect(await rotateRefreshToken(fixture.db, revoked)).toBeNull();
    const expiring = await issueRefreshToken(fixture.db, fixture.userId);
    await withClockAhead(31 * 24 * 3_600_000, async () => {
      expect(await rotateRefreshToken(fixture.db, expiring)).toBeNull();
    });
  });
});
