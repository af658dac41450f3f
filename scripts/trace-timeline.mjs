// What a failed browser test did, out of its Playwright trace (trace.zip): its actions and the
// page's calls, each with when it started and how long it took, so that a CI log read from its
// tail says where a test waited (the trace itself stays on the CI machine).
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

/** The files of a zip archive, by name (stored or deflated entries, as Playwright writes them). */
export function unzip(buffer) {
  const files = new Map();
  const endOfDirectory = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOfDirectory < 0) return files;
  const count = buffer.readUInt16LE(endOfDirectory + 10);
  let entry = buffer.readUInt32LE(endOfDirectory + 16);
  for (let index = 0; index < count; index += 1) {
    const method = buffer.readUInt16LE(entry + 10);
    const compressedSize = buffer.readUInt32LE(entry + 20);
    const nameLength = buffer.readUInt16LE(entry + 28);
    const extraLength = buffer.readUInt16LE(entry + 30);
    const commentLength = buffer.readUInt16LE(entry + 32);
    const localHeader = buffer.readUInt32LE(entry + 42);
    const name = buffer.toString('utf8', entry + 46, entry + 46 + nameLength);
    const dataStart = localHeader + 30 + buffer.readUInt16LE(localHeader + 26) + buffer.readUInt16LE(localHeader + 28);
    const data = buffer.subarray(dataStart, dataStart + compressedSize);
    files.set(name, method === 8 ? inflateRawSync(data) : data);
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const jsonLines = (buffer) =>
  (buffer ?? Buffer.alloc(0))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });

const seconds = (ms) => `${(ms / 1000).toFixed(2)}s`;

/** The test's own steps (its calls, expectations and test.step blocks), not its hooks and fixtures. */
function stepRows(events) {
  const befores = new Map(events.filter((event) => event.type === 'before').map((event) => [event.callId, event]));
  const isBodyStep = (event) =>
    ['pw:api', 'expect', 'test.step'].includes(event.method) && (!event.parentId || befores.get(event.parentId)?.method === 'test.step');
  const ends = new Map(events.filter((event) => event.type === 'after').map((event) => [event.callId, event]));
  return [...befores.values()].filter(isBodyStep).map((before) => {
    const after = ends.get(before.callId);
    const error = after?.error?.message?.replace(/\x1b\[[0-9;]*m/g, '').split('\n')[0];
    const took = after ? seconds(after.endTime - before.startTime) : 'never ended';
    return { at: before.startTime, text: `${before.title}${before.subtitle ? ` ${before.subtitle}` : ''} (${took})${error ? ` ✘ ${error}` : ''}` };
  });
}

/** The pages' calls to the app (its build's files left out), each page named by the order it first called (the service worker's calls and the test's own have no page). */
function callRows(snapshots) {
  const pages = new Map();
  return snapshots.flatMap(({ pageref, request, response, time, _monotonicTime: at }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/_next/') || !url.protocol.startsWith('http')) return [];
    if (pageref && !pages.has(pageref)) pages.set(pageref, pages.size + 1);
    return [
      {
        at,
        text: `  ${pageref ? `page ${pages.get(pageref)}` : 'no page'}: ${request.method} ${url.pathname}${url.search} → ${response.status} (${seconds(time)})`,
      },
    ];
  });
}

/**
 * The test's steps and the calls its pages made, in time order from the test's first step, each
 * with when it started and how long it took. The last `limit` lines: a hang is at the end.
 */
export function traceTimeline(zipPath, limit = 40) {
  const files = unzip(readFileSync(zipPath));
  const rows = stepRows(jsonLines(files.get('test.trace')));
  const snapshots = [...files]
    .filter(([name]) => name.endsWith('.network'))
    .flatMap(([, content]) =>
      jsonLines(content)
        .filter((event) => event.type === 'resource-snapshot')
        .map((event) => event.snapshot),
    );
  rows.push(...callRows(snapshots.sort((a, b) => a._monotonicTime - b._monotonicTime)));
  rows.sort((a, b) => a.at - b.at);
  const first = rows[0]?.at ?? 0;
  return rows.slice(-limit).map(({ at, text }) => `${seconds(at - first).padStart(8)}  ${text}`);
}
