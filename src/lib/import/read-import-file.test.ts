import { describe, expect, it } from 'vitest';
import { HACKERS_DIET_CSV, LIBRA_KG, LIBRA_LBS, OPENSCALE_CSV, OUR_EXPORT_CSV, PLAIN_ES_KG, PLAIN_NO_UNIT, TRENDWEIGHT_CSV } from './fixtures';
import { countLines, numberedLines } from './cells';
import { IMPORT_MAX_REFUSALS_LISTED } from './limits';
import { readImportFile } from './parse-import-file';
import { isBinary } from './read-import-file';

const latestDate = '2026-11-25';
const read = (text: string, options: { unit?: 'lb' | 'kg'; dateOrder?: 'dmy' | 'mdy' } = {}) => readImportFile(text, { latestDate, ...options })!;
const days = (text: string, options = {}) => read(text, options).rows.map(({ logDate, weight }) => [logDate, weight]);

describe('readImportFile: the formats', () => {
  it("reads The Hacker's Diet Online, skipping days without a weigh-in, in the unit of its prologue", () => {
    const reading = read(HACKERS_DIET_CSV);
    expect(reading).toMatchObject({ format: 'hackersDiet', unit: 'lb', needs: [], linesRead: 3, refused: [] });
    expect(days(HACKERS_DIET_CSV)).toEqual([
      ['2024-01-01', 201.5],
      ['2024-01-03', 200.8],
      ['2024-01-04', 200.2],
    ]);
    expect(reading.rows.map((row) => row.line)).toEqual([5, 7, 8]);
  });

  it('reads Libra in kilograms (converted to pounds to a tenth) and in pounds', () => {
    expect(read(LIBRA_KG)).toMatchObject({ format: 'libra', unit: 'kg', needs: [], linesRead: 3, refused: [] });
    expect(days(LIBRA_KG)).toEqual([
      ['2024-02-01', 199.5],
      ['2024-02-02', 198.6],
      ['2024-02-03', 198.2],
    ]);
    expect(read(LIBRA_LBS)).toMatchObject({ format: 'libra', unit: 'lb' });
    expect(days(LIBRA_LBS)).toEqual([
      ['2024-02-01', 199.5],
      ['2024-02-02', 198.7],
      ['2024-02-03', 198.2],
    ]);
  });

  const otherFormats = [
    {
      title: 'reads TrendWeight with the unit of its weight column',
      file: TRENDWEIGHT_CSV,
      format: 'trendWeight',
      unit: 'lb',
      expected: [
        ['2024-03-01', 185.4],
        ['2024-03-02', 184.9],
        ['2024-03-04', 184.1],
      ],
    },
    {
      title: 'reads openScale in kilograms',
      file: OPENSCALE_CSV,
      format: 'openScale',
      unit: 'kg',
      expected: [
        ['2024-04-01', 181.4],
        ['2024-04-02', 180.8],
        ['2024-04-03', 180.3],
      ],
    },
    {
      title: 'reads our own export from its pound column',
      file: OUR_EXPORT_CSV,
      format: 'ours',
      unit: 'lb',
      expected: [
        ['2024-05-01', 210.4],
        ['2024-05-02', 209.8],
      ],
    },
  ];
  for (const { title, file, format, unit, expected } of otherFormats) {
    it(title, () => {
      expect(read(file)).toMatchObject({ format, unit, needs: [] });
      expect(days(file)).toEqual(expected);
    });
  }

  it('reads a plain es-ES file: semicolons, day first (proven by the 30th), decimal commas, kg from the header', () => {
    expect(read(PLAIN_ES_KG)).toMatchObject({ format: 'plain', unit: 'kg', dateOrder: 'dmy', needs: [] });
    expect(days(PLAIN_ES_KG)).toEqual([
      ['2024-06-30', 177.5],
      ['2024-07-01', 176.8],
      ['2024-07-02', 176.1],
    ]);
  });

  it('asks for the unit of a plain file that does not state it, and uses the one given', () => {
    expect(read(PLAIN_NO_UNIT)).toMatchObject({ format: 'plain', unit: null, needs: ['unit'], linesRead: 2 });
    expect(days(PLAIN_NO_UNIT, { unit: 'kg' })).toEqual([
      ['2024-06-01', 388.5],
      ['2024-06-02', 387.6],
    ]);
    expect(read(PLAIN_NO_UNIT, { unit: 'lb' }).needs).toEqual([]);
  });

  it('takes the unit written in every weight cell', () => {
    expect(days('2024-06-01;80,5 kg\n2024-06-02;80 kg')).toEqual([
      ['2024-06-01', 177.5],
      ['2024-06-02', 176.4],
    ]);
  });

  it('reads dates that read both ways in the order given, and asks for it otherwise', () => {
    const file = '03/04/2024,180\n05/06/2024,179';
    expect(read(file, { unit: 'lb' }).needs).toEqual(['dateOrder']);
    expect(days(file, { unit: 'lb', dateOrder: 'mdy' })).toEqual([
      ['2024-03-04', 180],
      ['2024-05-06', 179],
    ]);
    expect(days(file, { unit: 'lb', dateOrder: 'dmy' })).toEqual([
      ['2024-04-03', 180],
      ['2024-06-05', 179],
    ]);
    // A 13th month cannot be: this file is month first whatever the locale.
    expect(days('12/13/2024,180\n01/02/2025,179', { unit: 'lb', dateOrder: 'dmy' })).toEqual([
      ['2024-12-13', 180],
      ['2025-01-02', 179],
    ]);
  });
});

describe('readImportFile: refused lines', () => {
  it('refuses each bad line with its number and reason, and keeps the rest', () => {
    const file = [
      'date,weight (lb)',
      '2024-01-01,180',
      '2999-01-01,180',
      '1899-12-31,180',
      '2024-01-02,1000',
      '2024-01-03,0',
      '2024-01-01,181',
      '2024-01-04,=HYPERLINK("http://example.com")',
      'yesterday,180',
      '2024-01-05,80 kg',
      '2024-02-30,180',
      '2024-01-06,180,note',
    ].join('\n');
    const reading = read(file);
    expect(reading.rows).toEqual([{ line: 2, logDate: '2024-01-01', weight: 180 }]);
    expect(reading.refused.map(({ line, reason }) => [line, reason])).toEqual([
      [3, 'futureDate'],
      [4, 'tooEarly'],
      [5, 'weightOutOfRange'],
      [6, 'weightOutOfRange'],
      [7, 'duplicateDate'],
      [8, 'unreadable'],
      [9, 'unreadable'],
      [10, 'mixedUnits'],
      [11, 'unreadable'],
      [12, 'unreadable'],
    ]);
    expect(reading.refused[5]!.text).toBe('2024-01-04,=HYPERLINK("http://example.com")');
    expect(reading.linesRead).toBe(11);
  });

  it('refuses a kilogram weight that would be 1000 lb or more once converted', () => {
    expect(read('#Version:5\n#Units:kg\n2024-01-01;453.6\n2024-01-02;453.5').refused).toEqual([
      { line: 3, reason: 'weightOutOfRange', text: '2024-01-01;453.6' },
    ]);
  });

  it('accepts today where the day is furthest ahead and refuses the day after', () => {
    expect(read(`${latestDate},180\n2026-11-26,180`, { unit: 'lb' }).refused.map((r) => r.reason)).toEqual(['futureDate']);
  });

  it('has nothing to read in an empty file, and tells a binary one', () => {
    expect(readImportFile('\n \r\n', { latestDate })).toBeNull();
    expect(isBinary('PK\u0003\u0004\u0000\u0000')).toBe(true);
    expect(isBinary(LIBRA_KG)).toBe(false);
    // A Latin-1 comment read as UTF-8 is not a binary file: its weights still read.
    expect(isBinary(`${LIBRA_KG.replace('après', 'apr\uFFFDs')}`)).toBe(false);
  });
});

describe('the line splitter: one count for the limits and the parser', () => {
  it.each([
    ['LF', 'a\nb\nc', ['a', 'b', 'c']],
    ['CRLF', 'a\r\nb\r\n', ['a', 'b', '']],
    ['a lone CR', 'a\rb\rc', ['a', 'b', 'c']],
    ['mixed, with blank lines', 'a\r\rb\n\nc\r\n\r', ['a', '', 'b', '', 'c', '', '']],
    ['a byte-order mark', '\uFEFFa\rb', ['a', 'b']],
    ['nothing', '', ['']],
  ])('%s: countLines counts the lines numberedLines reads', (_, text, lines) => {
    expect(numberedLines(text).map((entry) => entry.text)).toEqual(lines);
    expect(countLines(text)).toBe(lines.length);
  });

  it('counts a million CR-separated lines, and stops one past the count it is given', () => {
    const text = '1\r'.repeat(1_000_000);
    expect(countLines(text)).toBe(1_000_001);
    expect(countLines(text, 40_000)).toBe(40_001);
    expect(countLines('a\rb', 2)).toBe(2);
  });

  it(`lists the first ${IMPORT_MAX_REFUSALS_LISTED} refused lines and counts them all`, () => {
    const reading = read(['date,weight (lb)', ...Array.from({ length: 5_000 }, (_, i) => `bad ${i}`)].join('\r'));
    expect(reading).toMatchObject({ linesRead: 5_000, refusedCount: 5_000 });
    expect(reading.refused).toHaveLength(IMPORT_MAX_REFUSALS_LISTED);
    expect(reading.refused.at(-1)).toEqual({ line: 201, reason: 'unreadable', text: 'bad 199' });
  });
});
