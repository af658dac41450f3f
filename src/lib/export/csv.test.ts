import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csvCell', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=cmd', "'\t=cmd"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['=1,2', `"'=1,2"`],
  ])('neutralises the formula %j as %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['2026-11-01', '2026-11-01'],
    ['', ''],
    ['Ana, María', '"Ana, María"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
  ])('leaves text that is no formula as %j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes numbers as they are, negative ones too, and nothing for none', () => {
    expect(csvCell(182.4)).toBe('182.4');
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['2026-11-01', 182.4, '=x', null])).toBe("2026-11-01,182.4,'=x,\r\n");
  });
});
