import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/features/api/client';
import { enqueue, forgetAllBut, listQueue, updateQueued, type QueuedItem } from '@/lib/offline/queue';
import { sendQueue, type DayEntry, type SendQueueDeps } from './send-queue';
import { readSnapshot, saveSnapshot } from '@/lib/offline/snapshots';

const ANA = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';

function problem(status: number) {
  return new ApiError({ type: 'about:blank', title: 'refused', status });
}

/** A fake server: records what it was sent, answers each key once, and can refuse or drop the line. */
function fakeServer(options: { refuse?: (item: QueuedItem) => number | undefined; offlineAfter?: number; day?: DayEntry; personId?: string } = {}) {
  const received: Array<{ kind: string; key: string; token: string }> = [];
  const steps: string[] = [];
  const keys = new Set<string>();
  let calls = 0;
  const deps: SendQueueDeps = {
    refreshSession: async () => {
      steps.push('refresh session');
      return { personId: options.personId ?? ANA, token: 'fresh-token' };
    },
    send: async (item, token) => {
      calls++;
      steps.push(`send ${item.kind}`);
      if (options.offlineAfter !== undefined && calls > options.offlineAfter) throw new TypeError('Failed to fetch');
      const status = options.refuse?.(item);
      if (status) throw problem(status);
      if (!keys.has(item.key)) received.push({ kind: item.kind, key: item.key, token });
      keys.add(item.key);
    },
    dayEntry: async () => options.day ?? null,
  };
  return { deps, received, steps };
}

beforeEach(async () => {
  await forgetAllBut(null);
});

describe('the offline queue', () => {
  it('sends in the order queued, each once with its own key and the refreshed token, then is empty', async () => {
    await enqueue(ANA, { kind: 'log', input: { weight: 200, logDate: '2026-11-20' }, seen: null });
    await enqueue(ANA, { kind: 'update', id: 'e1', date: '2026-11-18', input: { weight: 199 } });
    await enqueue(ANA, { kind: 'delete', id: 'e2', date: '2026-11-17' });
    const { deps, received, steps } = fakeServer();
    expect(await sendQueue(ANA, deps)).toEqual({ sent: 3 });
    // The session first (an access token that expired offline is refreshed), then the items.
    expect(steps).toEqual(['refresh session', 'send log', 'send update', 'send delete']);
    expect(received.map((r) => r.kind)).toEqual(['log', 'update', 'delete']);
    expect(new Set(received.map((r) => r.key)).size).toBe(3);
    expect(received.every((r) => r.token === 'fresh-token')).toBe(true);
    expect(await listQueue(ANA)).toEqual([]);
    expect(await sendQueue(ANA, deps)).toEqual({ sent: 0, stopped: 'empty' });
  });

  it('keeps what was not sent when the connection drops, and resends it later with the same key', async () => {
    await enqueue(ANA, { kind: 'log', input: { weight: 200, logDate: '2026-11-20' }, seen: null });
    const second = await enqueue(ANA, { kind: 'log', input: { weight: 199, logDate: '2026-11-21' }, seen: null });
    const dropping = fakeServer({ offlineAfter: 1 });
    expect(await sendQueue(ANA, dropping.deps)).toEqual({ sent: 1, stopped: 'offline' });
    expect((await listQueue(ANA)).map((i) => i.key)).toEqual([second.key]);
    const back = fakeServer();
    expect(await sendQueue(ANA, back.deps)).toEqual({ sent: 1 });
    expect(back.received.map((r) => r.key)).toEqual([second.key]);
  });

  it('two runs at once send each item once', async () => {
    await enqueue(ANA, { kind: 'log', input: { weight: 200, logDate: '2026-11-20' }, seen: null });
    const { deps, received } = fakeServer();
    const [a, b] = await Promise.all([sendQueue(ANA, deps), sendQueue(ANA, deps)]);
    expect(a).toEqual({ sent: 1 });
    expect(b).toBe(a);
    expect(received).toHaveLength(1);
  });

  it('stops at a refused item, says why, and sends nothing after it until the person chooses', async () => {
    const update = await enqueue(ANA, { kind: 'update', id: 'e1', date: '2026-11-18', input: { logDate: '2026-11-19' } });
    await enqueue(ANA, { kind: 'delete', id: 'e2', date: '2026-11-17' });
    const { deps, received } = fakeServer({ refuse: (item) => (item.kind === 'update' ? 409 : undefined) });
    expect(await sendQueue(ANA, deps)).toEqual({ sent: 0, stopped: 'refused' });
    const [first, next] = await listQueue(ANA);
    expect(first).toMatchObject({ seq: update.seq, refused: { reason: 'dayTaken', status: 409 } });
    expect(next?.kind).toBe('delete');
    expect(received).toEqual([]);
  });

  it('does not replace a day whose weight changed elsewhere unless the person confirms', async () => {
    const log = await enqueue(ANA, { kind: 'log', input: { weight: 200, logDate: '2026-11-20' }, seen: null });
    const elsewhere = fakeServer({ day: { weight: 205, updatedAt: '2026-11-20T07:00:00.000Z' } });
    expect(await sendQueue(ANA, elsewhere.deps)).toEqual({ sent: 0, stopped: 'refused' });
    const [refused] = await listQueue(ANA);
    expect(refused?.refused).toEqual({ reason: 'dayChanged', weight: 205 });
    await updateQueued(refused!, { refused: undefined, confirmed: true });
    expect(await sendQueue(ANA, elsewhere.deps)).toEqual({ sent: 1 });
    expect(elsewhere.received.map((r) => r.key)).toEqual([log.key]);
  });

  it('a 401 or a 503 is no refusal: the item waits for the next run', async () => {
    await enqueue(ANA, { kind: 'delete', id: 'e2', date: '2026-11-17' });
    for (const status of [401, 503]) {
      const { deps } = fakeServer({ refuse: () => status });
      expect((await sendQueue(ANA, deps)).stopped).toBe(status === 401 ? 'session' : 'server');
      expect((await listQueue(ANA))[0]?.refused).toBeUndefined();
    }
  });

  it('belongs to its person: another person signed in never sends it, and forgetting keeps only theirs', async () => {
    await enqueue(ANA, { kind: 'delete', id: 'e2', date: '2026-11-17' });
    await enqueue(BEN, { kind: 'delete', id: 'e3', date: '2026-11-17' });
    await saveSnapshot(ANA, 'logs', [{ id: 'e2' }]);
    const asBen = fakeServer({ personId: BEN });
    expect(await sendQueue(ANA, asBen.deps)).toEqual({ sent: 0, stopped: 'session' });
    expect(asBen.received).toEqual([]);
    expect(await readSnapshot(BEN, 'logs')).toBeUndefined();
    await forgetAllBut(BEN);
    expect(await listQueue(ANA)).toEqual([]);
    expect(await readSnapshot(ANA, 'logs')).toBeUndefined();
    expect((await listQueue(BEN)).map((i) => i.kind)).toEqual(['delete']);
  });
});
