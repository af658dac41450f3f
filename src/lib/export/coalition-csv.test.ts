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

  it('writes one figure a line, suppressed ones as "fewer than 11"', () => {
    expect(lines[0]).toBe('group,organization,week_starting,measure,value');
    expect(lines[1]).toBe('coalition,,,community_total_pounds_lost,1234.5');
    expect(lines[2]).toBe('coalition,,,community_participants,4');
    expect(lines).toContain('coalition,,,participants,30');
    expect(lines).toContain('coalition,,,new_this_week,fewer than 11');
    expect(lines).toContain('coalition,,,percent_lost_at_least_5_percent,25.5');
    expect(lines).toContain('join_week,,2026-11-16,participants,14');
    expect(lines).toContain('join_week,,2026-11-16,percent_retained_at_4_weeks,fewer than 11');
    // 1 header + 2 community + 11 summary + 4 cohort + 11 organisation lines, and the final CRLF.
    expect(lines).toHaveLength(30);
    expect(lines.at(-1)).toBe('');
  });

  it("neutralises an organisation's name that a spreadsheet would run", () => {
    expect(lines).toContain(`organization,"'=HYPERLINK(""http://x"",""Church, of"")",,participants,fewer than 11`);
    expect(lines.filter((line) => line.startsWith('organization,')).every((line) => line.includes(`"'=HYPERLINK`))).toBe(true);
  });
});
