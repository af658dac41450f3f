import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/features/api/client';
import { withOfflineCopy } from './offline-copy';
import { isStoredCopy } from './offline-status';
import { readSnapshot, saveSnapshot } from './snapshots';

const ANA = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';
const key = ['weightLogs', 'user', ANA];
const name = JSON.stringify(key);
const noConnection = () => Promise.reject(new TypeError('Failed to fetch'));

describe("the dashboard's stored answers (decision 0030)", () => {
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
