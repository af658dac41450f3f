import { describe, expect, it } from 'vitest';
import { bodyLimitFor } from './body-limit';
import { pathOf } from './malformed-path';

describe('finding 6: body limits by path', () => {
  it.each([
    ['/api/logError', 16 * 1024],
    ['/api/auth/callback/credentials', 16 * 1024],
    ['/api/Auth/register', 64 * 1024],
    ['/api/WeightLog/log-weight', 64 * 1024],
    ['/api/WeightLog/import', 3 * 1024 * 1024],
    ['/login', 64 * 1024],
  ])('%s → %i bytes', (path, bytes) => expect(bodyLimitFor(path)).toBe(bytes));
});

describe('finding 11: broken percent-encoding', () => {
  it.each(['/api/WeightLog/%ff', '/pages/%e0%a4%a', '/%%', '/api/User/%c3%28'])('%s is broken', (url) => expect(pathOf(url).valid).toBe(false));
  it.each(['/api/WeightLog/abc', '/pages/caf%C3%A9', '/search?q=%ff', '/'])('%s is fine (the query is not the path)', (url) =>
    expect(pathOf(url).valid).toBe(true),
  );
});
