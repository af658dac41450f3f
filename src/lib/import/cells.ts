/** Splitting an imported file into lines and cells, whatever program wrote it. */
import Papa from 'papaparse';

export type Delimiter = ',' | ';' | '\t';

const LF = 10;
const CR = 13;

/**
 * The one line splitter of the import: calls `visit` with each line's start and end (the break
 * excluded) and stops when it returns false. A line ends at CRLF, LF or a lone CR, as a text
 * editor counts them (old Mac files use CR alone). Returns the lines visited. The limits and the
 * parser both count through it, so the line count checked is the count read.
 */
function eachLine(text: string, visit: (start: number, end: number) => boolean): number {
  let lines = 0;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (char !== LF && char !== CR) continue;
    lines++;
    if (!visit(start, at)) return lines;
    if (char === CR && text.charCodeAt(at + 1) === LF) at++;
    start = at + 1;
  }
  visit(start, text.length);
  return lines + 1;
}

/** How many lines `numberedLines` reads from a text, counting no further than `upTo + 1` (cheap: no line is copied). */
export function countLines(text: string, upTo = Number.POSITIVE_INFINITY): number {
  let counted = 0;
  return eachLine(text, () => ++counted <= upTo);
}

/** Lines with their 1-based numbers, as a text editor counts them (CRLF, LF or CR endings). */
export function numberedLines(text: string): { line: number; text: string }[] {
  // A byte-order mark is not part of the first cell.
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines: { line: number; text: string }[] = [];
  eachLine(body, (start, end) => {
    lines.push({ line: lines.length + 1, text: body.slice(start, end) });
    return true;
  });
  return lines;
}

/** The separator of a data line: a semicolon or tab when present (the comma is then a decimal mark), else a comma. */
export function delimiterOf(sample: readonly string[]): Delimiter {
  const count = (char: string) => sample.reduce((sum, line) => sum + line.split(char).length - 1, 0);
  if (count(';') > 0) return ';';
  if (count('\t') > 0) return '\t';
  return ',';
}

/**
 * RFC 4180 cells with papaparse: a quoted cell may hold the separator and doubled quotes, and a
 * quote not at a cell's start is text. Surrounding spaces are trimmed. Lines come already split
 * by eachLine, so papaparse only reads cells, never line breaks of its own.
 */
const csvOptions = (delimiter: Delimiter) => ({ delimiter, newline: '\n' as const, quoteChar: '"', transform: (cell: string) => cell.trim() });

/** One line's cells (see csvOptions). */
export function cellsOf(line: string, delimiter: Delimiter): string[] {
  return Papa.parse<string[]>(line, csvOptions(delimiter)).data[0] ?? [''];
}

/**
 * The cells of many lines, in one pass of the parser. A quote left open on a line would carry
 * the next lines into its cell; such a file (the row count then differs) is read line by line,
 * so that each line keeps its own cells and its own number in the preview.
 */
export function cellsOfLines(lines: readonly string[], delimiter: Delimiter): string[][] {
  if (lines.length === 0) return [];
  const rows = Papa.parse<string[]>(lines.join('\n'), csvOptions(delimiter)).data;
  return rows.length === lines.length ? rows : lines.map((line) => cellsOf(line, delimiter));
}

/** A header cell compared loosely: lower case, no quotes, single spaces. */
export function headerKey(cell: string): string {
  return cell.toLowerCase().replace(/\s+/g, ' ').trim();
}
