import { cellsOf, delimiterOf, headerKey, numberedLines } from './cells';
import type { Layout } from './formats';
import { localeDateParts, readDate, readWeight, unitNamedIn } from './values';

const OUR_HEADER = 'date,weight_lb,weight_kg,trend_lb';
/** How far down a header may stand (The Hacker's Diet Online writes a few lines before its own). */
const HEADER_SEARCH_LINES = 10;

/** The names a date column goes by (English and Spanish). */
const DATE_KEYS = ['date', 'datetime', 'fecha', 'day', 'día'];

const isBlank = (text: string) => text.trim() === '';
const looksLikeDate = (cell: string) => readDate(cell, 'mdy') !== null || localeDateParts(cell) !== null;

/**
 * Recognises the program that wrote a file from its first lines:
 * - Libra: `#Version:5` and `#Units:kg|lbs` lines, then `date;weight;trend;…` rows;
 * - ours: the export's `date,weight_lb,weight_kg,trend_lb` header (pounds);
 * - openScale: a `dateTime,weight,…` header, weights in kilograms;
 * - The Hacker's Diet Online: a `Date,Weight,Trend,Rung,Flag,Comment`-like header (a Rung column);
 * - TrendWeight: a `Date,Weight,Trend…` header without a Rung column;
 * - plain: date,weight rows, with or without a header line.
 * Returns null for a file with no line to read.
 */
export function layoutOf(text: string): Layout | null {
  const lines = numberedLines(text).filter((entry) => !isBlank(entry.text));
  if (lines.length === 0) return null;
  const head = lines.slice(0, HEADER_SEARCH_LINES);
  if (head.some((entry) => /^#\s*(version|units)\s*:/i.test(entry.text))) return libraLayout(lines);

  const content = lines.filter((entry) => !entry.text.startsWith('#'));
  const delimiter = delimiterOf(content.slice(0, 50).map((entry) => entry.text));
  const headerIndex = content.slice(0, HEADER_SEARCH_LINES).findIndex((entry) => {
    const keys = cellsOf(entry.text, delimiter).map(headerKey);
    return keys.some((key) => DATE_KEYS.includes(key));
  });
  if (headerIndex < 0) {
    // A plain file: its first line is a header when it does not start with a date ("Fecha;Peso (kg)").
    const first = cellsOf(content[0]!.text, delimiter);
    const header = !looksLikeDate(first[0] ?? '') && readWeight(first[1] ?? '') === null;
    const unit = header ? unitNamedIn(first.join(' ')) : null;
    return { format: 'plain', delimiter, dataLines: header ? content.slice(1) : content, dateColumn: 0, weightColumn: 1, unit, columns: 2 };
  }
  const headerLine = content[headerIndex]!;
  const keys = cellsOf(headerLine.text, delimiter).map(headerKey);
  const prologue = content
    .slice(0, headerIndex)
    .map((entry) => entry.text)
    .join(' ');
  const dataLines = content.slice(headerIndex + 1);
  const dateColumn = keys.findIndex((key) => DATE_KEYS.includes(key));
  const weightColumn = keys.findIndex((key) => (key.startsWith('weight') || key.startsWith('peso')) && !key.includes('trend'));
  const statedUnit = unitNamedIn(`${prologue} ${keys[weightColumn] ?? ''}`);
  const base = { delimiter, dataLines, dateColumn, weightColumn: weightColumn < 0 ? 1 : weightColumn };

  if (keys.join(',') === OUR_HEADER) return { ...base, format: 'ours', weightColumn: 1, unit: 'lb', columns: null };
  if (keys.includes('datetime') && weightColumn >= 0) return { ...base, format: 'openScale', unit: 'kg', columns: null };
  if (keys.includes('rung')) return { ...base, format: 'hackersDiet', unit: statedUnit, columns: null };
  if (keys.some((key) => key.includes('trend'))) return { ...base, format: 'trendWeight', unit: statedUnit, columns: null };
  return { ...base, format: 'plain', unit: statedUnit ?? unitNamedIn(keys.join(' ')), columns: keys.length };
}

/** Libra: `#`-lines hold the version, the unit and the column names; rows are `date;weight;…`. */
function libraLayout(lines: { line: number; text: string }[]): Layout {
  const unitLine = lines.find((entry) => /^#\s*units\s*:/i.test(entry.text));
  return {
    format: 'libra',
    delimiter: ';',
    dataLines: lines.filter((entry) => !entry.text.startsWith('#')),
    dateColumn: 0,
    weightColumn: 1,
    unit: unitLine ? unitNamedIn(unitLine.text.split(':')[1] ?? '') : null,
    columns: null,
  };
}
