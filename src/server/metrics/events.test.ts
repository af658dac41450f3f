import { afterEach, describe, expect, it } from 'vitest';
import { countEvent, countingFailures, setMetricSink, type MetricEvent } from './events';

afterEach(() => setMetricSink(undefined));

describe('metric events', () => {
  it('reach the installed sink, and nowhere without one', () => {
    const seen: MetricEvent[] = [];
    countEvent({ name: 'sign-in-failure' });
    setMetricSink((event) => seen.push(event));
    countEvent({ name: 'mail', kind: 'invitation', outcome: 'sent' });
    expect(seen).toEqual([{ name: 'mail', kind: 'invitation', outcome: 'sent' }]);
  });

  it('count each failed job run of a queue and pass its error on; a run that succeeds counts nothing', async () => {
    const seen: MetricEvent[] = [];
    setMetricSink((event) => seen.push(event));
    const refused = new Error('SMTP is away');
    const work = countingFailures('reminders-send', async (fail: boolean) => {
      if (fail) throw refused;
    });
    await work(false);
    await expect(work(true)).rejects.toBe(refused);
    await expect(work(true)).rejects.toBe(refused);
    expect(seen).toEqual([
      { name: 'job-failure', queue: 'reminders-send' },
      { name: 'job-failure', queue: 'reminders-send' },
    ]);
  });
});
