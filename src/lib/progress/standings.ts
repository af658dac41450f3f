import { round1 } from './series';

/**
 * How every board of the product ranks (the organisations' standings, a challenge's teams,
 * organisations and people): by a score rounded to one decimal first, so a tenth of a pound
 * somewhere does not reshuffle the board; ties keep one rank ("1, 1, 3") and are listed by name,
 * then id, so the order never depends on the database's.
 */
export function rankByScore<T extends { id: string; name: string; score: number }>(entries: readonly T[]): Array<T & { rank: number }> {
  const ordered = entries
    .map((entry) => ({ ...entry, score: round1(entry.score) }))
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let rank = 0;
  return ordered.map((entry, i) => {
    if (i === 0 || ordered[i - 1]!.score !== entry.score) rank = i + 1;
    return { ...entry, rank };
  });
}

/**
 * The team standings: organisations whose admins opted in and
 * with at least `minActive` members active in the last 28 days, ranked by the average % of
 * starting weight their participants lost (HealthyWage's team score). Pure: the server reads one
 * row per organisation.
 */
export type TeamFigures = { accountId: string; name: string; participants: number; activeMembers: number; averagePercentLost: number };
export type Standing = { rank: number; accountId: string; name: string; activeMembers: number; averagePercentLost: number };

export function rankTeams(teams: readonly TeamFigures[], minActive: number): Standing[] {
  const eligible = teams
    .filter((team) => team.activeMembers >= minActive && team.participants > 0)
    .map((team) => ({ id: team.accountId, name: team.name, score: team.averagePercentLost, activeMembers: team.activeMembers }));
  return rankByScore(eligible).map(({ rank, id, name, activeMembers, score }) => ({ rank, accountId: id, name, activeMembers, averagePercentLost: score }));
}
