import { describe, expect, it } from 'vitest';
import { LOGGED_TEXT_LIMITS, capClientError, clientErrorSchema } from './log-error';

describe('finding 12: a logged client error is capped', () => {
  it('cuts every text to its stated length, ending in …', () => {
    const report = clientErrorSchema.parse({
      error: { name: 'N'.repeat(200), message: 'm'.repeat(2_000), stack: 's'.repeat(10_000), digest: 'd'.repeat(200) },
      errorInfo: { source: 'boundary', componentStack: 'c'.repeat(10_000), url: 'u'.repeat(2_000) },
    });
    const capped = capClientError(report);
    expect(capped).toEqual({
      error: { name: `${'N'.repeat(99)}…`, message: `${'m'.repeat(999)}…`, stack: `${'s'.repeat(3_999)}…`, digest: `${'d'.repeat(99)}…` },
      errorInfo: { source: 'boundary', componentStack: `${'c'.repeat(3_999)}…`, url: `${'u'.repeat(499)}…` },
    });
    expect(JSON.stringify(capped).length).toBeLessThan(10_000);
    expect(LOGGED_TEXT_LIMITS).toEqual({ name: 100, message: 1_000, stack: 4_000, digest: 100, componentStack: 4_000, url: 500, userAgent: 300 });
  });

  it('keeps short reports as they are', () => {
    expect(capClientError({ error: 'boom' })).toEqual({ error: 'boom' });
    expect(capClientError({ error: { message: 'x' }, errorInfo: { source: 'window-error' } })).toEqual({
      error: { name: undefined, message: 'x', stack: undefined, digest: undefined },
      errorInfo: { source: 'window-error', componentStack: undefined, url: undefined },
    });
  });
});
