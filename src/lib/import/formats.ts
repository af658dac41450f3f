// The names and shapes of the formats only: the browser's schemas read them, so the reading of a
// file (layout.ts, parse-import-file.ts) and its CSV parser stay out of this module.
import type { Delimiter } from './cells';
import type { ImportUnit } from './values';

/** The files the import reads (the import call in src/lib/api/calls/weights.ts). */
export const IMPORT_FORMATS = ['hackersDiet', 'libra', 'trendWeight', 'openScale', 'ours', 'plain'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Where a format keeps its weigh-ins: which lines, which columns, and the unit it states (null: ask). */
export type Layout = {
  format: ImportFormat;
  delimiter: Delimiter;
  dataLines: { line: number; text: string }[];
  dateColumn: number;
  weightColumn: number;
  unit: ImportUnit | null;
  /** A plain file's line has two cells; a third one means it is not the file we think. */
  columns: number | null;
};
