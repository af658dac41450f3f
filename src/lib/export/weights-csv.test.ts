import { describe, expect, it } from 'vitest';
import { summarizeProgress } from '../progress/summary';
import { weightsCsv } from './weights-csv';

describe('weightsCsv', () => {
  it('is the header alone for no entries', () => {
    expect(weightsCsv([])).toBe('date,weight_lb,weight_kg,trend_lb\r\n');
  });

  it('writes the days oldest first, kilograms to the tenth and the dashboard trend', () => {
    const entries = [
      { logDate: '2026-01-03', weight: 198 },
      { logDate: '2026-01-01', weight: 200 },
      { logDate: '2026-01-02', weight: 198 },
    ];
    const trend = summarizeProgress(entries, '2026-01-03').trend.map((p) => p.trend);
    expect(trend).toEqual([200, 199.8, 199.62]);
    expect(weightsCsv(entries)).toBe(
      ['date,weight_lb,weight_kg,trend_lb', '2026-01-01,200,90.7,200', '2026-01-02,198,89.8,199.8', '2026-01-03,198,89.8,199.62', ''].join('\r\n'),
    );
  });
});
