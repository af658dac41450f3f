import { CSV_HEADER } from '@/lib/schemas/export';
import { round1, toDailySeries } from '../progress/series';
import { trendSeries } from '../progress/trend';
import { csvRow } from './csv';

import { KG_PER_LB } from '../units/weight-units';

export { KG_PER_LB };

/**
 * The weight log as CSV (UTF-8, RFC 4180): `date,weight_lb,weight_kg,trend_lb`, one row per
 * logged day, oldest first. The trend is the dashboard's own (summarizeProgress: the daily series
 * smoothed by trendSeries), so the file and the chart agree to the hundredth of a pound.
 */
export function weightsCsv(entries: readonly { logDate: string; weight: number }[]): string {
  const rows = trendSeries(toDailySeries(entries)).map(({ date, weight, trend }) => csvRow([date, weight, round1(weight * KG_PER_LB), trend]));
  return csvRow(CSV_HEADER) + rows.join('');
}
