import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEADLINE_PASSED, runShutdown, STAGE_ENDED, STAGE_FAILED, type ShutdownStage } from './shutdown';

/** A log that keeps each line as [level, message, fields]. */
function recordingLog() {
  const lines: Array<[string, string, Record<string, unknown>]> = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => void lines.push([level, message, fields]);
  return { lines, log: { info: at('info'), warn: at('warn'), fatal: at('fatal') } };
}

const stage = (name: string, run: () => Promise<unknown> = async () => undefined): ShutdownStage => ({ name, run });
const summary = (lines: ReturnType<typeof recordingLog>['lines']) => lines.map(([level, message, fields]) => [level, message, fields.stage]);

describe('stopping in stages, against a deadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the stages in order, logs the end of each by name, and ends with 0', async () => {
    const { lines, log } = recordingLog();
    const ran: string[] = [];
    const stages = ['http', 'queue', 'database', 'redis'].map((name) => stage(name, async () => void ran.push(name)));
    expect(await runShutdown(stages, { timeoutMs: 10_000, log })).toEqual({ code: 0 });
    expect(ran).toEqual(['http', 'queue', 'database', 'redis']);
    expect(summary(lines)).toEqual([
      ['info', STAGE_ENDED, 'http'],
      ['info', STAGE_ENDED, 'queue'],
      ['info', STAGE_ENDED, 'database'],
      ['info', STAGE_ENDED, 'redis'],
    ]);
  });

  it('logs a stage that fails and still runs the ones after it', async () => {
    const { lines, log } = recordingLog();
    const stages = [stage('queue', () => Promise.reject(new Error('queue gone'))), stage('database')];
    expect(await runShutdown(stages, { timeoutMs: 10_000, log })).toEqual({ code: 0 });
    expect(summary(lines)).toEqual([
      ['warn', STAGE_FAILED, 'queue'],
      ['info', STAGE_ENDED, 'database'],
    ]);
  });

  it('ends with 1 naming the stage still running when the deadline passes, and runs none after it', async () => {
    const { lines, log } = recordingLog();
    const after = vi.fn(async () => undefined);
    const stages = [stage('http'), stage('database', () => new Promise(() => undefined)), stage('redis', after)];
    const outcome = runShutdown(stages, { timeoutMs: 10_000, log });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(summary(lines)).toEqual([['info', STAGE_ENDED, 'http']]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual({ code: 1, hung: 'database' });
    expect(summary(lines)).toEqual([
      ['info', STAGE_ENDED, 'http'],
      ['fatal', DEADLINE_PASSED, 'database'],
    ]);
    expect(lines[1]![2]).toMatchObject({ timeoutMs: 10_000 });
    expect(after).not.toHaveBeenCalled();
  });
});
