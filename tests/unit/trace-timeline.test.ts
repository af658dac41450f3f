import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { traceTimeline, unzip } from '../../scripts/trace-timeline.mjs';

/** A zip record: its little-endian fields at their offsets, the rest zero. */
function record(size: number, fields: Array<[offset: number, bytes: 2 | 4, value: number]>): Buffer {
  const buffer = Buffer.alloc(size);
  for (const [offset, bytes, value] of fields) {
    if (bytes === 2) buffer.writeUInt16LE(value, offset);
    else buffer.writeUInt32LE(value, offset);
  }
  return buffer;
}

/** A zip archive as Playwright writes one: each entry stored or deflated (CRCs are not read). */
function zip(entries: Array<{ name: string; content: string; deflate: boolean }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, content, deflate } of entries) {
    const raw = Buffer.from(content);
    const data = deflate ? deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name);
    const method = deflate ? 8 : 0;
    const local = record(30, [
      [0, 4, 0x04034b50],
      [8, 2, method],
      [18, 4, data.length],
      [22, 4, raw.length],
      [26, 2, nameBytes.length],
    ]);
    const central = record(46, [
      [0, 4, 0x02014b50],
      [10, 2, method],
      [20, 4, data.length],
      [24, 4, raw.length],
      [28, 2, nameBytes.length],
      [42, 4, offset],
    ]);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, entries.length],
    [10, 2, entries.length],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

const lines = (events: object[]) => events.map((event) => JSON.stringify(event)).join('\n');
const call = (pageref: string | undefined, method: string, url: string, status: number, at: number, time: number) => ({
  type: 'resource-snapshot',
  snapshot: { ...(pageref ? { pageref } : {}), request: { method, url }, response: { status }, _monotonicTime: at, time },
});

const dir = mkdtempSync(path.join(tmpdir(), 'cwt-trace-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('what a failed browser test did, out of its trace', () => {
  it('reads stored and deflated entries', () => {
    const files = unzip(
      zip([
        { name: 'a.txt', content: 'stored', deflate: false },
        { name: 'b/c.txt', content: 'deflated '.repeat(20), deflate: true },
      ]),
    );
    expect([...files].map(([name, content]) => [name, content.toString()])).toEqual([
      ['a.txt', 'stored'],
      ['b/c.txt', 'deflated '.repeat(20)],
    ]);
  });

  it("lists the test's own steps and its pages' calls in time order, leaving out hooks, fixtures and the build's files, and names a step that never ended", () => {
    const test = lines([
      { type: 'context-options', monotonicTime: 900 },
      { type: 'before', callId: 'h', startTime: 950, class: 'Test', method: 'hook', title: 'Before Hooks' },
      { type: 'before', callId: 'f', parentId: 'h', startTime: 960, class: 'Test', method: 'pw:api', title: 'Create page' },
      { type: 'after', callId: 'f', endTime: 990 },
      { type: 'after', callId: 'h', endTime: 995 },
      { type: 'before', callId: 'n', startTime: 1000, class: 'Test', method: 'pw:api', title: 'Navigate', subtitle: '/login' },
      { type: 'after', callId: 'n', endTime: 1500 },
      { type: 'before', callId: 's', startTime: 1600, class: 'Test', method: 'test.step', title: 'the other tab signs out' },
      { type: 'before', callId: 'w', parentId: 's', startTime: 1610, class: 'Test', method: 'pw:api', title: 'Wait for event "response"' },
      {
        type: 'after',
        callId: 'w',
        endTime: 3610,
        error: { message: '\u001b[31mError: page.waitForResponse: Test timeout of 2000ms exceeded.\u001b[39m\nmore' },
      },
      { type: 'after', callId: 's', endTime: 3611 },
      { type: 'before', callId: 'e', startTime: 1700, class: 'Test', method: 'expect', title: 'Expect "toHaveURL"' },
    ]);
    const network = lines([
      call('page@a', 'GET', 'http://localhost:3000/login', 200, 1010, 450),
      call('page@a', 'GET', 'http://localhost:3000/_next/static/chunks/app.js', 200, 1300, 10),
      call('page@b', 'POST', 'http://localhost:3000/api/auth/signout', 200, 1620, 40),
      call(undefined, 'GET', 'http://localhost:3000/api/auth/session?x=1', 200, 1650, 20),
    ]);
    const file = path.join(dir, 'trace.zip');
    writeFileSync(
      file,
      zip([
        { name: 'test.trace', content: test, deflate: true },
        { name: '1-trace.network', content: network, deflate: false },
      ]),
    );

    expect(traceTimeline(file)).toEqual([
      '   0.00s  Navigate /login (0.50s)',
      '   0.01s    page 1: GET /login → 200 (0.45s)',
      '   0.60s  the other tab signs out (2.01s)',
      '   0.61s  Wait for event "response" (2.00s) ✘ Error: page.waitForResponse: Test timeout of 2000ms exceeded.',
      '   0.62s    page 2: POST /api/auth/signout → 200 (0.04s)',
      '   0.65s    no page: GET /api/auth/session?x=1 → 200 (0.02s)',
      '   0.70s  Expect "toHaveURL" (never ended)',
    ]);
    expect(traceTimeline(file, 2)).toEqual(['   0.65s    no page: GET /api/auth/session?x=1 → 200 (0.02s)', '   0.70s  Expect "toHaveURL" (never ended)']);
  });
});
