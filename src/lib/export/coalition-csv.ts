import type { CoalitionOutcomes, FigureDto } from '@/lib/schemas/coalition';
import { csvRow } from './csv';

/** The CSV's columns (the outcomes call in src/lib/api/calls/coalition.ts): one figure a line, so a spreadsheet filters and pivots it. */
export const COALITION_CSV_HEADER = ['group', 'organization', 'week_starting', 'measure', 'value', 'suppressed'] as const;

type Summary = CoalitionOutcomes['summary'];

/**
 * A figure's two cells: its number, and whether it is suppressed. A suppressed one leaves the
 * number empty and says `true` in its own column, so the value column holds numbers only and a
 * spreadsheet filtering on `suppressed` never reads a hidden figure as zero.
 */
function cells(figure: FigureDto): [number | '', 'true' | 'false'] {
  return figure.suppressed || figure.value === null ? ['', 'true'] : [figure.value, 'false'];
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
 * the JSON (an empty value and `suppressed` true), the community's weeks over the chosen range,
 * and every cell neutralised against formula injection (an organisation's name is typed by
 * people: csvCell).
 */
export function coalitionOutcomesCsv(outcomes: CoalitionOutcomes): string {
  const scope = outcomes.scope;
  const ownGroup = scope ? 'organization' : 'coalition';
  const lines = [csvRow(COALITION_CSV_HEADER)];
  const line = (group: string, organization: string, week: string, measure: string, figure: FigureDto) =>
    lines.push(csvRow([group, organization, week, measure, ...cells(figure)]));
  line('coalition', '', '', 'community_total_pounds_lost', outcomes.communityTotal);
  line('coalition', '', '', 'community_participants', outcomes.communityParticipants);
  for (const week of outcomes.communityWeeks) {
    line('community_week', '', week.weekStarting, 'community_total_pounds_lost', week.totalPoundsLost);
    line('community_week', '', week.weekStarting, 'community_participants', week.participants);
  }
  for (const [measure, figure] of summaryLines(outcomes.summary)) line(ownGroup, scope?.name ?? '', '', measure, figure);
  for (const cohort of outcomes.cohorts) {
    line('join_week', scope?.name ?? '', cohort.weekStarting, 'participants', cohort.participants);
    for (const r of cohort.retention) line('join_week', scope?.name ?? '', cohort.weekStarting, `percent_retained_at_${r.weeks}_weeks`, r.share);
  }
  for (const organization of outcomes.organizations) {
    for (const [measure, figure] of summaryLines(organization.summary)) line('organization', organization.name, '', measure, figure);
  }
  return lines.join('');
}
