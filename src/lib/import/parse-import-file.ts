import { KG_PER_LB } from '../export/weights-csv';
import { EARLIEST_LOG_DATE, WEIGHT_MAX_LBS, WEIGHT_MIN_LBS } from '../schemas/bounds';
import { cellsOfLines } from './cells';
import { layoutOf } from './layout';
import { IMPORT_MAX_REFUSALS_LISTED } from './limits';
import type { ImportOptions, ImportReading, ImportRow, Refusal, RefusalReason } from './read-import-file';
import { provenDateOrder, readDate, readWeight, type ImportUnit } from './values';

const toTenth = (value: number) => Math.round(value * 10) / 10;
/** A refused line is shown as it was, cut short: enough to find it in the file. */
const EXCERPT_LENGTH = 60;

/**
 * Reads an exported weight history: recognises its format, then takes each line's day and weight,
 * refusing (never guessing) what cannot be stored: an unreadable cell, a day in the future or before
 * 1900, a weight outside SPEC §9's bounds, a second weight for a day (the first is kept), or a weight
 * in another unit than the file's. Null when the file holds no line at all.
 */
export function readImportFile(text: string, options: ImportOptions): ImportReading | null {
  const layout = layoutOf(text);
  if (!layout) return null;
  const cells = cellsOfLines(
    layout.dataLines.map((entry) => entry.text),
    layout.delimiter,
  );
  const split = layout.dataLines.map((entry, index) => ({ ...entry, cells: cells[index]! }));
  // A day without a weigh-in (The Hacker's Diet Online writes every day of a month) is no line to read.
  const withWeight = split.filter((entry) => (entry.cells[layout.weightColumn] ?? '') !== '' || entry.cells.length === 1);
  const dateCells = withWeight.map((entry) => entry.cells[layout.dateColumn] ?? '');
  const slashed = dateCells.some((cell) => readDate(cell, null) === null && readDate(cell, 'dmy') !== null);
  const dateOrder = slashed ? (provenDateOrder(dateCells) ?? options.dateOrder ?? null) : null;

  const suffixUnits = new Set(withWeight.map((entry) => readWeight(entry.cells[layout.weightColumn] ?? '')?.unit).filter(Boolean));
  const onlySuffix = suffixUnits.size === 1 ? ([...suffixUnits][0] as ImportUnit) : null;
  const unit = layout.unit ?? onlySuffix ?? options.unit ?? null;

  const rows: ImportRow[] = [];
  const refused: Refusal[] = [];
  let refusedCount = 0;
  const seen = new Set<string>();
  const refuse = (entry: { line: number; text: string }, reason: RefusalReason) => {
    if (++refusedCount <= IMPORT_MAX_REFUSALS_LISTED) refused.push({ line: entry.line, reason, text: entry.text.slice(0, EXCERPT_LENGTH) });
  };

  for (const entry of withWeight) {
    const extraCell = layout.columns !== null && entry.cells.filter((cell) => cell !== '').length > layout.columns;
    const logDate = readDate(entry.cells[layout.dateColumn] ?? '', dateOrder);
    const weight = readWeight(entry.cells[layout.weightColumn] ?? '');
    if (extraCell || !logDate || !weight) refuse(entry, 'unreadable');
    else if (weight.unit !== null && unit !== null && weight.unit !== unit) refuse(entry, 'mixedUnits');
    else if (logDate < EARLIEST_LOG_DATE) refuse(entry, 'tooEarly');
    else if (logDate > options.latestDate) refuse(entry, 'futureDate');
    else {
      const pounds = unit === 'kg' ? toTenth(weight.value / KG_PER_LB) : toTenth(weight.value);
      if (unit !== null && (pounds < WEIGHT_MIN_LBS || pounds >= WEIGHT_MAX_LBS)) refuse(entry, 'weightOutOfRange');
      else if (seen.has(logDate)) refuse(entry, 'duplicateDate');
      else {
        seen.add(logDate);
        rows.push({ line: entry.line, logDate, weight: pounds });
      }
    }
  }
  const needs: ImportReading['needs'] = [];
  if (unit === null) needs.push('unit');
  if (slashed && dateOrder === null) needs.push('dateOrder');
  return { format: layout.format, unit, dateOrder, needs, linesRead: withWeight.length, rows, refused, refusedCount };
}
