import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, expectProblem, uniqueEmail } from '../support/http';

/** src/server/rate-limit/rate-limit.ts (a server-only module): crash reports a minute per address, mails per email. */
const LOG_ERRORS_PER_IP_PER_MINUTE = 20;
const MAILS_PER_EMAIL = 5;

/** A documentation address of its own (IPv6), so no other file shares its budget. */
const ownAddress = () => ({ 'x-forwarded-for': `2001:db8:22::${randomInt(1, 0xffff).toString(16)}` });

function seconds(value: string | null): number {
  expect(value).toMatch(/^\d+$/);
  return Number(value);
}

/** The headers the document declares on the per-address limits are the ones sent. */
describe('rate-limit headers (declared in /api/openapi.json)', () => {
  it('tell where the address stands on every counted answer, and Retry-After on its 429', async () => {
    const headers = ownAddress();
    const notCounted = await api('/api/logError', { method: 'POST', body: { nothing: true }, headers });
    expect(notCounted.status).toBe(400);
    expect(notCounted.headers.get('ratelimit-limit')).toBeNull();

    for (let i = 1; i <= LOG_ERRORS_PER_IP_PER_MINUTE; i++) {
      const answer = await api('/api/logError', { method: 'POST', body: { error: `report ${i}` }, headers });
      expect(answer.status).toBe(204);
      expect(answer.headers.get('ratelimit-limit')).toBe(String(LOG_ERRORS_PER_IP_PER_MINUTE));
      expect(answer.headers.get('ratelimit-remaining')).toBe(String(LOG_ERRORS_PER_IP_PER_MINUTE - i));
      expect(seconds(answer.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(1);
      expect(seconds(answer.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
    }
    const refused = await api('/api/logError', { method: 'POST', body: { error: 'one too many' }, headers });
    expectProblem(refused, 429);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(seconds(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(seconds(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('answers a refusal per email with Retry-After within its quarter hour', async () => {
    const email = uniqueEmail('retry-after');
    const headers = ownAddress();
    let limit = 0;
    for (let i = 1; i <= MAILS_PER_EMAIL; i++) {
      const answer = await api('/api/Auth/forgot-password', { method: 'POST', body: { email }, headers });
      expect(answer.status).toBe(202);
      limit = seconds(answer.headers.get('ratelimit-limit'));
      expect(answer.headers.get('ratelimit-remaining')).toBe(String(limit - i));
    }
    const refused = await api('/api/Auth/forgot-password', { method: 'POST', body: { email }, headers });
    expectProblem(refused, 429);
    // The address's own count goes on; the email's count is not told.
    expect(refused.headers.get('ratelimit-remaining')).toBe(String(limit - MAILS_PER_EMAIL - 1));
    expect(seconds(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(seconds(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });
});
