import type { CoalitionOutcomes, FigureDto } from '@/lib/schemas/coalition';
import { csvRow } from './csv';

/** The CSV's columns (the outcomes call in src/lib/api/calls/coalition.ts): one figure a line, so a spreadsheet filters and pivots it. */
export const COALITION_CSV_HEADER = ['group', 'organization', 'week_starting', 'measure', 'value'] as const;

type Summary = CoalitionOutcomes['summary'];

/** A suppressed figure says so in words, never as an empty cell a sum would read as zero. */
export function suppressedText(minGroupSize: number): string {
  return `fewer than ${minGroupSize}`;
}

function summaryLines(summary: Summary): [string, FigureDto][] {
  return [
    ['participants', summary.participants],
    ['new_this_week', summary.newThisWeek],
    ['active_last_7_days', summary.activeLast7Days],
    ['active_last_28_days', summary.activeLast28Days],
    ['pounds_lost', summary.poundsLost],
    ...summary.lostAtLeast.map((l): [string, FigureDto] => [`percent_lost_at_least_${l.percent}_percent`, l.share]),
    ...summary.retention.map((r): [string, FigureDto] => [`percent_retained_at_${r.weeks}_weeks`, r.share]),
  ];
}

/**
 * The figures of GET /api/Coalition/outcomes as CSV for grant reports: the same suppression as
 * the JSON ("fewer than 11" in place of a value), and every cell neutralised against formula
 * injection (an organisation's name is typed by people: csvCell).
 */
export function coalitionOutcomesCsv(outcomes: CoalitionOutcomes): string {
  const value = (figure: FigureDto) => (figure.suppressed || figure.value === null ? suppressedText(outcomes.minGroupSize) : figure.value);
  const scope = outcomes.scope;
  const ownGroup = scope ? 'organization' : 'coalition';
  const lines = [csvRow(COALITION_CSV_HEADER)];
  lines.push(csvRow(['coalition', '', '', 'community_total_pounds_lost', value(outcomes.communityTotal)]));
  lines.push(csvRow(['coalition', '', '', 'community_participants', value(outcomes.communityParticipants)]));
  for (const [measure, figure] of summaryLines(outcomes.summary)) lines.push(csvRow([ownGroup, scope?.name ?? '', '', measure, value(figure)]));
  for (const cohort of outcomes.cohorts) {
    lines.push(csvRow(['join_week', scope?.name ?? '', cohort.weekStarting, 'participants', value(cohort.participants)]));
    for (const r of cohort.retention)
      lines.push(csvRow(['join_week', scope?.name ?? '', cohort.weekStarting, `percent_retained_at_${r.weeks}_weeks`, value(r.share)]));
  }
  for (const organization of outcomes.organizations) {
    for (const [measure, figure] of summaryLines(organization.summary)) lines.push(csvRow(['organization', organization.name, '', measure, value(figure)]));
  }
  return lines.join('');
}
