import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/features/api/client';
import { withOfflineCopy } from './offline-copy';
import { isStoredCopy } from './offline-status';
import { SESSION_MARK_COOKIE, sessionMarkValue } from '@/lib/offline/session-mark';
import { readSnapshot, saveSnapshot } from '@/lib/offline/snapshots';

const ANA = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';
const key = ['weightLogs', 'user', ANA];
const name = JSON.stringify(key);
const noConnection = () => Promise.reject(new TypeError('Failed to fetch'));
const SESSION_ENDS = Date.now() + 3_600_000;

/** The page's cookies: what the session client keeps in step with the server's session. */
const browser = { cookie: '' };
const signedInAs = (personId: string, endsAt = SESSION_ENDS) => {
  browser.cookie = `${SESSION_MARK_COOKIE}=${sessionMarkValue(personId, endsAt)}`;
};

beforeEach(() => {
  vi.stubGlobal('document', browser);
  signedInAs(ANA);
});
afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's stored answers", () => {
  it("keeps the server's answer for its person, and shows it, said to be a copy, only when no answer comes", async () => {
    expect(await withOfflineCopy(ANA, key, async () => [{ weight: 201 }])).toEqual([{ weight: 201 }]);
    await vi.waitFor(async () => expect((await readSnapshot(ANA, name))?.data).toEqual([{ weight: 201 }]));
    expect(isStoredCopy(name)).toBe(false);

    expect(await withOfflineCopy(ANA, key, noConnection)).toEqual([{ weight: 201 }]);
    expect(isStoredCopy(name)).toBe(true);
    // The server answers again: no longer a copy.
    await withOfflineCopy(ANA, key, async () => [{ weight: 200 }]);
    expect(isStoredCopy(name)).toBe(false);
  });

  it("never falls back on an answer of the server (an error is the server's word) or on another person's copy", async () => {
    await saveSnapshot(ANA, name, [{ weight: 201 }]);
    const refused = new ApiError({ type: 'about:blank', title: 'Forbidden', status: 403 });
    await expect(withOfflineCopy(ANA, key, () => Promise.reject(refused))).rejects.toBe(refused);
    await expect(withOfflineCopy(BEN, key, noConnection)).rejects.toThrow('Failed to fetch');
    await expect(withOfflineCopy(undefined, key, noConnection)).rejects.toThrow('Failed to fetch');
  });
});

describe('stored answers end with the session that kept them', () => {
  it("are never shown once the session's end time has passed, and are deleted then", async () => {
    await saveSnapshot(ANA, name, [{ weight: 201 }]);
    expect((await readSnapshot(ANA, name, SESSION_ENDS - 1))?.data).toEqual([{ weight: 201 }]);
    expect(await readSnapshot(ANA, name, SESSION_ENDS)).toBeUndefined();
    // Gone, not only hidden: an earlier clock finds nothing either.
    expect(await readSnapshot(ANA, name, SESSION_ENDS - 1)).toBeUndefined();
  });

  it('are never shown once the session mark is gone (cookies cleared, signed out) or names another person', async () => {
    await saveSnapshot(ANA, name, [{ weight: 201 }]);
    browser.cookie = '';
    await expect(withOfflineCopy(ANA, key, noConnection)).rejects.toThrow('Failed to fetch');

    signedInAs(ANA);
    await saveSnapshot(ANA, name, [{ weight: 201 }]);
    signedInAs(BEN);
    await expect(withOfflineCopy(ANA, key, noConnection)).rejects.toThrow('Failed to fetch');
    signedInAs(ANA);
    expect(await readSnapshot(ANA, name)).toBeUndefined();
  });

  it('are not kept without a session of their person to tie them to', async () => {
    browser.cookie = '';
    await saveSnapshot(ANA, name, [{ weight: 201 }]);
    signedInAs(BEN);
    await saveSnapshot(ANA, name, [{ weight: 202 }]);
    signedInAs(ANA);
    expect(await readSnapshot(ANA, name)).toBeUndefined();
  });
});
