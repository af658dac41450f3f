// What a reading of an import is: the browser's schemas read these names, so the reading itself
// and its CSV parser live in parse-import-file.ts.
import type { ImportFormat } from './formats';
import type { DateOrder, ImportUnit } from './values';

/** Why a line was left out; the preview shows each with its line number. */
export const REFUSAL_REASONS = ['unreadable', 'futureDate', 'tooEarly', 'weightOutOfRange', 'duplicateDate', 'mixedUnits'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export type ImportRow = { line: number; logDate: string; weight: number };
export type Refusal = { line: number; reason: RefusalReason; text: string };

export type ImportReading = {
  format: ImportFormat;
  unit: ImportUnit | null;
  dateOrder: DateOrder | null;
  /** What the person must still say before the file can be imported. */
  needs: ('unit' | 'dateOrder')[];
  /** Lines that hold a weigh-in (blank days, comments and headers are not counted). */
  linesRead: number;
  /** Accepted weigh-ins, in pounds to a tenth (in the file's own numbers while the unit is unknown). */
  rows: ImportRow[];
  /** The first IMPORT_MAX_REFUSALS_LISTED refused lines: a file of 40,000 bad lines is not 40,000 answers' worth. */
  refused: Refusal[];
  /** Every refused line, listed or not. */
  refusedCount: number;
};

export type ImportOptions = {
  /** The unit to assume when the file does not state one. */
  unit?: ImportUnit;
  /** How to read slashed dates that read both ways (the person's locale). */
  dateOrder?: DateOrder;
  /** The latest day accepted (the server's latestDateOnEarth). */
  latestDate: string;
};

/**
 * Whether a text is a file's bytes rather than text: a NUL never appears in a CSV, but does in a
 * spreadsheet, an archive or UTF-16. An undecodable byte (U+FFFD) alone is not enough: a Latin-1
 * comment in an otherwise readable file should not refuse the whole file.
 */
export function isBinary(text: string): boolean {
  return text.includes('\u0000');
}
