import { describe, expect, it } from 'vitest';
import { withClockAhead } from '../../../tests/support/clock-ahead';
import { withRegisteredPerson } from '../../../tests/support/test-database';
import { consumeEmailToken, EMAIL_TOKEN_LIFETIME_MS, issueEmailToken } from './email-tokens';

const fixture = withRegisteredPerson('e@example.org');

describe('email tokens', () => {
  it('works once, for its own purpose only', async () => {
    const token = await issueEmailToken(fixture.db, fixture.userId, 'verify_email');
    expect(await consumeEmailToken(fixture.db, token, 'reset_password')).toBeNull();
    expect(await consumeEmailToken(fixture.db, token, 'verify_email')).toBe(fixture.userId);
    expect(await consumeEmailToken(fixture.db, token, 'verify_email')).toBeNull();
  });

  it('is stored hashed', async () => {
    const token = await issueEmailToken(fixture.db, fixture.userId, 'reset_password');
    const rows = await fixture.db.query.emailTokens.findMany();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('retires the earlier unused token of the same purpose', async () => {
    const first = await issueEmailToken(fixture.db, fixture.userId, 'reset_password');
    const second = await issueEmailToken(fixture.db, fixture.userId, 'reset_password');
    expect(await consumeEmailToken(fixture.db, first, 'reset_password')).toBeNull();
    expect(await consumeEmailToken(fixture.db, second, 'reset_password')).toBe(fixture.userId);
  });

  it('expires', async () => {
    const token = await issueEmailToken(fixture.db, fixture.userId, 'reset_password');
    await withClockAhead(EMAIL_TOKEN_LIFETIME_MS.reset_password + 1_000, async () => {
      expect(await consumeEmailToken(fixture.db, token, 'reset_password')).toBeNull();
    });
  });
});
