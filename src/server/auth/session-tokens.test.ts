import { describe, expect, it } from 'vitest';
import { withClockAhead } from '../../../tests/support/clock-ahead';
import type { JWT } from 'next-auth/jwt';
import { withTestDatabase } from '../../../tests/support/test-database';
import type { Db } from '@/server/db/client';
import { readAccessToken, verifyAccessToken } from './access-token';
import { authenticateBearer, forgetActor } from './actor';
import { endAllSessions } from './end-sessions';
import { revokeRefreshTokenFamily, rotateRefreshToken } from './refresh-tokens';
import { registerUser } from './register-user';
import { refreshSessionTokens, startSessionTokens } from './session-tokens';

let db: Db;
let base: JWT;

/** A registered person, and a way to start one more sign-in of theirs: its token as next-auth keeps it. */
async function personWithSignIns(email: string, firstName: string, lastName: string) {
  const user = await registerUser(db, { email, password: 'GoodPass123', firstName, lastName });
  const signIn = async (): Promise<JWT> => ({ sub: user.id, firstName, lastName, accountLinkingRequired: false, ...(await startSessionTokens(db, user.id)) });
  return { user, signIn };
}

withTestDatabase(async (fresh) => {
  db = fresh;
  base = await (await personWithSignIns('s@example.org', 'S', 'T')).signIn();
});

describe('session token refresh (SPEC §9)', () => {
  it('mints a bearer token for the signed-in user', async () => {
    expect(await verifyAccessToken(base.accessToken)).toBe(base.sub);
  });

  it('keeps the token while it is valid for more than 60 s', async () => {
    expect(await refreshSessionTokens(db, base, base.accessTokenExpires - 61_000)).toBe(base);
  });

  it('refreshes within 60 s of expiry, rotating the refresh token', async () => {
    const now = base.accessTokenExpires - 30_000;
    const next = (await refreshSessionTokens(db, base, now))!;
    expect(next.refreshToken).not.toBe(base.refreshToken);
    expect(next.accessTokenExpires).toBeGreaterThan(base.accessTokenExpires);
    expect(next.lastRefreshAt).toBe(now);
    expect(next.error).toBeUndefined();
  });

  it('carries the sign-in moment as auth_time in every access token of the session, refreshes included', async () => {
    expect(base.signedInAt).toEqual(expect.any(Number));
    expect((await readAccessToken(base.accessToken))?.signedInAt).toBe(base.signedInAt);
    const next = (await refreshSessionTokens(db, base, base.accessTokenExpires - 30_000))!;
    expect((await readAccessToken(next.accessToken))?.signedInAt).toBe(base.signedInAt);
    expect(next.signedInAt).toBe(base.signedInAt);
    const actor = await authenticateBearer(db, `Bearer ${next.accessToken}`);
    expect(actor.signedInAt).toBe(base.signedInAt);
  });

  it('refreshes at most once per 60 s', async () => {
    const token = { ...base, lastRefreshAt: base.accessTokenExpires - 40_000 };
    expect(await refreshSessionTokens(db, token, base.accessTokenExpires - 10_000)).toBe(token);
  });

  it('flags RefreshAccessTokenError when the refresh token is no good', async () => {
    const next = await refreshSessionTokens(db, { ...base, refreshToken: 'revoked' }, base.accessTokenExpires - 1_000);
    expect(next?.error).toBe('RefreshAccessTokenError');
  });

  it('ends a session whose user had every session ended after its token was issued (finding 9), and not one issued later', async () => {
    const { user, signIn } = await personWithSignIns('ended@example.org', 'E', 'N');
    const before = await signIn();
    expect((await authenticateBearer(db, `Bearer ${before.accessToken}`)).id).toBe(user.id);
    await endAllSessions(db, user.id);
    forgetActor(user.id);
    const after: JWT = { ...before, ...(await startSessionTokens(db, user.id)) };

    expect(await refreshSessionTokens(db, before)).toMatchObject({
      error: 'RefreshAccessTokenError',
      accessToken: '',
      accessTokenExpires: 0,
      refreshToken: undefined,
    });
    await expect(authenticateBearer(db, `Bearer ${before.accessToken}`)).rejects.toMatchObject({ code: 'unauthorized' });
    expect(await refreshSessionTokens(db, after)).toBe(after);
    expect((await authenticateBearer(db, `Bearer ${after.accessToken}`)).id).toBe(user.id);
    // Its refresh token was revoked too: with a newer access token, it is signed out.
    expect(await refreshSessionTokens(db, { ...before, accessToken: after.accessToken }, after.accessTokenExpires - 1_000)).toBeNull();
  });

  it('is no session once its sign-in was signed out (its refresh tokens revoked), due for refresh or not; other sign-ins of the person go on', async () => {
    const { signIn } = await personWithSignIns('signedout@example.org', 'O', 'U');
    const [phone, laptop] = [await signIn(), await signIn()];
    await revokeRefreshTokenFamily(db, phone.refreshToken!);

    expect(await refreshSessionTokens(db, phone)).toBeNull();
    expect(await refreshSessionTokens(db, phone, phone.accessTokenExpires - 30_000)).toBeNull();
    expect(await refreshSessionTokens(db, laptop)).toBe(laptop);
  });

  it("refuses the bearer tokens of a signed-out sign-in at once, refreshed ones too, and not another sign-in's", async () => {
    const { user, signIn } = await personWithSignIns('bearer-signout@example.org', 'B', 'S');
    const [phone, laptop] = [await signIn(), await signIn()];
    const refreshed = (await refreshSessionTokens(db, phone, phone.accessTokenExpires - 30_000))!;
    // Read once, so the user's row is cached as a busy API has it.
    for (const token of [phone, refreshed, laptop]) expect((await authenticateBearer(db, `Bearer ${token.accessToken}`)).id).toBe(user.id);

    await revokeRefreshTokenFamily(db, refreshed.refreshToken!);

    for (const token of [phone, refreshed]) {
      await expect(authenticateBearer(db, `Bearer ${token.accessToken}`)).rejects.toMatchObject({
        code: 'unauthorized',
        message: 'The session of this access token has ended; sign in again',
      });
    }
    expect((await authenticateBearer(db, `Bearer ${laptop.accessToken}`)).id).toBe(user.id);
  });

  it('refuses the bearer tokens of a sign-in whose refresh token leaked (a spent one came back)', async () => {
    const { user, signIn } = await personWithSignIns('bearer-leak@example.org', 'B', 'L');
    const session = await signIn();
    expect((await authenticateBearer(db, `Bearer ${session.accessToken}`)).id).toBe(user.id);
    expect(await rotateRefreshToken(db, session.refreshToken!)).not.toBeNull();
    await withClockAhead(31_000, async () => {
      expect(await rotateRefreshToken(db, session.refreshToken!)).toBeNull();
    });
    await expect(authenticateBearer(db, `Bearer ${session.accessToken}`)).rejects.toMatchObject({ code: 'unauthorized' });
  });
});
