import { round1 } from './series';

/**
 * The team standings: organisations whose admins opted in and
 * with at least `minActive` members active in the last 28 days, ranked by the average % of
 * starting weight their participants lost (HealthyWage's team score). Pure: the server reads one
 * row per organisation.
 */
export type TeamFigures = { accountId: string; name: string; participants: number; activeMembers: number; averagePercentLost: number };
export type Standing = { rank: number; accountId: string; name: string; activeMembers: number; averagePercentLost: number };

/**
 * Rounded to one decimal before ranking, so a tenth of a pound somewhere does not reshuffle the
 * board; ties keep one rank ("1, 1, 3") and are listed by name, then id, so the order never
 * depends on the database's.
 */
export function rankTeams(teams: readonly TeamFigures[], minActive: number): Standing[] {
  const eligible = teams
    .filter((team) => team.activeMembers >= minActive && team.participants > 0)
    .map((team) => ({ accountId: team.accountId, name: team.name, activeMembers: team.activeMembers, averagePercentLost: round1(team.averagePercentLost) }))
    .sort(
      (a, b) =>
        b.averagePercentLost - a.averagePercentLost ||
        a.name.localeCompare(b.name, 'en') ||
        (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0),
    );
  return eligible.map((team, i) => ({
    rank: i > 0 && eligible[i - 1]!.averagePercentLost === team.averagePercentLost ? rankOf(eligible, i) : i + 1,
    ...team,
  }));
}

/** The rank of a tie: the position of the first team with the same score. */
function rankOf(list: readonly { averagePercentLost: number }[], index: number): number {
  let first = index;
  while (first > 0 && list[first - 1]!.averagePercentLost === list[index]!.averagePercentLost) first -= 1;
  return first + 1;
}
