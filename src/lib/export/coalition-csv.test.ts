import { describe, expect, it } from 'vitest';
import type { CoalitionOutcomes } from '@/lib/schemas/coalition';
import { coalitionOutcomesCsv } from './coalition-csv';

const hidden = { value: null, suppressed: true };
const shown = (value: number) => ({ value, suppressed: false });
const summary = (participants: CoalitionOutcomes['summary']['participants']): CoalitionOutcomes['summary'] => ({
  participants,
  newThisWeek: hidden,
  activeLast7Days: shown(12),
  activeLast28Days: shown(20),
  poundsLost: shown(151.5),
  lostAtLeast: [
    { percent: 3, share: shown(40) },
    { percent: 5, share: shown(25.5) },
    { percent: 10, share: hidden },
  ],
  retention: [
    { weeks: 4, share: shown(80) },
    { weeks: 12, share: hidden },
    { weeks: 26, share: hidden },
  ],
});

const outcomes: CoalitionOutcomes = {
  asOf: '2026-11-25',
  timeZone: 'UTC',
  countedAt: '2026-11-25T10:00:00.000Z',
  minGroupSize: 11,
  scope: null,
  communityTotal: shown(1234.5),
  communityParticipants: { value: 4, suppressed: false },
  range: { from: '2026-11-09', to: '2026-11-25' },
  communityWeeks: [
    { weekStarting: '2026-11-09', participants: hidden, totalPoundsLost: hidden },
    { weekStarting: '2026-11-16', participants: shown(12), totalPoundsLost: shown(1001.5) },
  ],
  summary: summary(shown(30)),
  cohorts: [
    {
      weekStarting: '2026-11-16',
      participants: shown(14),
      retention: [
        { weeks: 4, share: hidden },
        { weeks: 12, share: hidden },
        { weeks: 26, share: hidden },
      ],
    },
  ],
  organizations: [{ accountId: '00000000-0000-4000-8000-000000000001', name: '=HYPERLINK("http://x","Church, of")', summary: summary(hidden) }],
};

describe('coalitionOutcomesCsv', () => {
  const lines = coalitionOutcomesCsv(outcomes).split('\r\n');

  it('writes one figure a line: numbers only in the value column, suppression in its own', () => {
    expect(lines[0]).toBe('group,organization,week_starting,measure,value,suppressed');
    expect(lines[1]).toBe('coalition,,,community_total_pounds_lost,1234.5,false');
    expect(lines[2]).toBe('coalition,,,community_participants,4,false');
    expect(lines.slice(3, 7)).toEqual([
      'community_week,,2026-11-09,community_total_pounds_lost,,true',
      'community_week,,2026-11-09,community_participants,,true',
      'community_week,,2026-11-16,community_total_pounds_lost,1001.5,false',
      'community_week,,2026-11-16,community_participants,12,false',
    ]);
    expect(lines).toContain('coalition,,,participants,30,false');
    expect(lines).toContain('coalition,,,new_this_week,,true');
    expect(lines).toContain('coalition,,,percent_lost_at_least_5_percent,25.5,false');
    expect(lines).toContain('join_week,,2026-11-16,participants,14,false');
    expect(lines).toContain('join_week,,2026-11-16,percent_retained_at_4_weeks,,true');
    // 1 header + 2 community + 4 community weeks + 11 summary + 4 cohort + 11 organisation lines, and the final CRLF.
    expect(lines).toHaveLength(34);
    expect(lines.at(-1)).toBe('');
    // Every value is a number or empty: no words where a spreadsheet sums.
    for (const line of lines.slice(1, -1)) expect(line.split(',').at(-2)).toMatch(/^(-?\d+(\.\d+)?)?$/);
  });

  it("neutralises an organisation's name that a spreadsheet would run", () => {
    expect(lines).toContain(`organization,"'=HYPERLINK(""http://x"",""Church, of"")",,participants,,true`);
    expect(lines.filter((line) => line.startsWith('organization,')).every((line) => line.includes(`"'=HYPERLINK`))).toBe(true);
  });
});
