import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import { IMPORT_MAX_LINES } from '@/lib/import/limits';
import { readImportFile } from '@/lib/import/parse-import-file';
import { READER_LIMITS, importReader } from './read-import-text';

const options = { latestDate: '2026-11-25', unit: 'lb' as const };
/** 40,000 lines, 2 MB: the largest file the limits let through, with a refused line every 40. */
const LARGEST = [
  'date,weight (lb),note',
  ...Array.from(
    { length: IMPORT_MAX_LINES - 1 },
    (_, i) => `${addDays('1900-01-01', i)},${i % 40 === 0 ? 'x' : (300 - i / 1000).toFixed(1)},${'n'.repeat(32)}`,
  ),
].join('\n');
/** Just over the size read on the calling thread: a thread's work, done quickly. */
const LARGE = LARGEST.slice(0, LARGEST.indexOf('\n', READER_LIMITS.inlineBelow));
const LARGE_LINES = LARGE.split('\n').length - 1;

describe('importReader', () => {
  it('reads a large file in a thread to the same reading as on the calling thread, listing 200 refused lines of 1,000', async () => {
    const started = performance.now();
    const reading = await importReader(READER_LIMITS)(LARGEST, options);
    console.log(`${LARGEST.length} characters read in a thread (started from the sources) in ${Math.round(performance.now() - started)} ms`);
    expect(reading).toEqual(readImportFile(LARGEST, options));
    expect(reading).toMatchObject({ linesRead: IMPORT_MAX_LINES - 1, refusedCount: 1_000 });
    expect(reading!.rows).toHaveLength(IMPORT_MAX_LINES - 1 - 1_000);
    expect(reading!.refused).toHaveLength(200);
    expect(reading!.refused[199]).toEqual({ line: 7_962, reason: 'unreadable', text: `${addDays('1900-01-01', 7_960)},x,${'n'.repeat(32)}` });
  });

  it('answers 413 for a file that takes longer than its time to read, or more memory than the thread has', async () => {
    await expect(importReader({ ...READER_LIMITS, readMs: 1 })(LARGEST, options)).rejects.toMatchObject({
      status: 413,
      detail: 'The file takes too long to read: split it into smaller files',
    });
    await expect(
      importReader({ ...READER_LIMITS, resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 1 } })(LARGEST, options),
    ).rejects.toMatchObject({
      status: 413,
      detail: 'The file needs too much memory to read: split it into smaller files',
    });
  });

  it('answers 503 for a file that finds every thread busy and no room to wait, or waits past its time', async () => {
    const busy = { status: 503, detail: 'The server is reading other files: try again shortly' };
    const noRoom = importReader({ ...READER_LIMITS, threads: 1, waiting: 0 });
    const first = noRoom(LARGE, options);
    await expect(noRoom(LARGE, options)).rejects.toMatchObject(busy);
    expect((await first)!.linesRead).toBe(LARGE_LINES);

    const shortWait = importReader({ ...READER_LIMITS, threads: 1, waiting: 1, waitMs: 1 });
    const running = shortWait(LARGE, options);
    await expect(shortWait(LARGE, options)).rejects.toMatchObject(busy);
    await running;
    // The slot is free again: the next file is read.
    expect((await shortWait(LARGE, options))!.linesRead).toBe(LARGE_LINES);
  });

  it('reads a small file on the calling thread', async () => {
    // No thread could start and answer within a millisecond: this one was never asked.
    expect(await importReader({ ...READER_LIMITS, readMs: 1 })('2024-01-01,180', options)).toMatchObject({
      linesRead: 1,
      rows: [{ logDate: '2024-01-01', weight: 180 }],
    });
  });
});
