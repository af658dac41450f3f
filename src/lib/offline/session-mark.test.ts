import { describe, expect, it } from 'vitest';
import { mayShowOffline, parseSessionMark, SESSION_MARK_COOKIE, sessionMarkIn, sessionMarkValue } from './session-mark';

const ANA = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';
const ENDS = Date.UTC(2026, 11, 27, 12, 0, 0);

describe('offline data and the session that kept it', () => {
  it('reads the mark the session client writes, among the other cookies', () => {
    const value = sessionMarkValue(ANA, ENDS);
    expect(parseSessionMark(value)).toEqual({ personId: ANA, endsAt: ENDS });
    expect(sessionMarkIn(`theme=dark; ${SESSION_MARK_COOKIE}=${encodeURIComponent(value)}; other=1`)).toEqual({ personId: ANA, endsAt: ENDS });
    expect(sessionMarkIn('theme=dark')).toBeNull();
    for (const broken of ['', 'x.1', `${ANA}`, `${ANA}.`, `${ANA}.soon`, `${ANA}.1.2`]) expect(parseSessionMark(broken)).toBeNull();
  });

  it("shows what was kept only while this browser's session is the same person's and neither end time has passed", () => {
    const mark = { personId: ANA, endsAt: ENDS };
    expect(mayShowOffline(mark, ANA, ENDS, ENDS - 1)).toBe(true);
    // The end time itself: the session has ended.
    expect(mayShowOffline(mark, ANA, ENDS, ENDS)).toBe(false);
    expect(mayShowOffline(mark, ANA, ENDS, ENDS + 60_000)).toBe(false);
    // The session went on (a later end), but what was kept under the earlier one stays within it.
    expect(mayShowOffline({ personId: ANA, endsAt: ENDS + 86_400_000 }, ANA, ENDS, ENDS + 1)).toBe(false);
    // The mark is gone (cookies cleared, signed out), or names someone else, or nothing was recorded.
    expect(mayShowOffline(null, ANA, ENDS, ENDS - 1)).toBe(false);
    expect(mayShowOffline({ personId: BEN, endsAt: ENDS }, ANA, ENDS, ENDS - 1)).toBe(false);
    expect(mayShowOffline(mark, undefined, ENDS, ENDS - 1)).toBe(false);
    expect(mayShowOffline(mark, ANA, undefined, ENDS - 1)).toBe(false);
  });
});
