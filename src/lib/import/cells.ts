/** Splitting an imported file into lines and cells, whatever program wrote it. */

export type Delimiter = ',' | ';' | '\t';

/** Lines with their 1-based numbers, as a text editor counts them (CRLF, LF or CR endings). */
export function numberedLines(text: string): { line: number; text: string }[] {
  // A byte-order mark is not part of the first cell.
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  return body.split(/\r\n|\n|\r/).map((content, index) => ({ line: index + 1, text: content }));
}

/** The separator of a data line: a semicolon or tab when present (the comma is then a decimal mark), else a comma. */
export function delimiterOf(sample: readonly string[]): Delimiter {
  const count = (char: string) => sample.reduce((sum, line) => sum + line.split(char).length - 1, 0);
  if (count(';') > 0) return ';';
  if (count('\t') > 0) return '\t';
  return ',';
}

/**
 * One line's cells (RFC 4180 quoting on a single line: a quoted cell may hold the separator and
 * doubled quotes). Surrounding spaces are trimmed; a quote never opened on a cell's start is text.
 */
export function cellsOf(line: string, delimiter: Delimiter): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let atCellStart = true;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
    } else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
      atCellStart = true;
    } else {
      cell += char;
      if (char !== ' ') atCellStart = false;
    }
  }
  cells.push(cell.trim());
  return cells;
}

/** A header cell compared loosely: lower case, no quotes, single spaces. */
export function headerKey(cell: string): string {
  return cell.toLowerCase().replace(/\s+/g, ' ').trim();
}
