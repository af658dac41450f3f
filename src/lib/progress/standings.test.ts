import { describe, expect, it } from 'vitest';
import { rankTeams, type TeamFigures } from './standings';

const team = (name: string, averagePercentLost: number, activeMembers = 12, accountId = `id-${name}`): TeamFigures => ({
  accountId,
  name,
  participants: activeMembers,
  activeMembers,
  averagePercentLost,
});

describe('rankTeams', () => {
  it('ranks by average % lost, leaving out teams with fewer active members than the minimum', () => {
    const ranked = rankTeams([team('Church', 2.5), team('School', 4.04), team('Tiny', 9, 10), team('Factory', 3.25)], 11);
    expect(ranked.map((t) => [t.rank, t.name, t.averagePercentLost])).toEqual([
      [1, 'School', 4],
      [2, 'Factory', 3.3],
      [3, 'Church', 2.5],
    ]);
  });

  it('gives ties one rank, lists them by name then id, and a tenth-of-a-percent wobble changes nothing', () => {
    const before = rankTeams([team('Beta', 3.04), team('Alpha', 2.96), team('Gamma', 1), team('Alpha', 3.0, 12, 'id-a2')], 11);
    expect(before.map((t) => [t.rank, t.name, t.accountId])).toEqual([
      [1, 'Alpha', 'id-Alpha'],
      [1, 'Alpha', 'id-a2'],
      [1, 'Beta', 'id-Beta'],
      [4, 'Gamma', 'id-Gamma'],
    ]);
    const after = rankTeams([team('Beta', 3.01), team('Alpha', 2.99), team('Gamma', 1.02), team('Alpha', 3.04, 12, 'id-a2')], 11);
    expect(after).toEqual(before);
  });

  it('lists nobody when no team qualifies', () => {
    expect(rankTeams([team('Small', 5, 3)], 11)).toEqual([]);
  });
});
