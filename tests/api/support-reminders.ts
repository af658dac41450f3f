/** Shared by the reminder API tests: a reminder time that is due at the next scheduler tick. */

const localMinuteAgo = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.now() - 60_000));

const localDate = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * A zone where it is daytime now (09:00–18:59 local) and the minute just gone there, so a
 * reminder saved for it is due at the next tick whatever hour the suite runs at: between them
 * these zones cover every hour of the day, in summer and in winter. With the local date there.
 */
export function daytimeReminder(): { timeZone: string; localTime: string; localDate: string } {
  const timeZone = ['Asia/Tokyo', 'Europe/Madrid', 'America/Chicago'].find((zone) => {
    const hour = Number(localMinuteAgo(zone).slice(0, 2));
    return hour >= 9 && hour < 19;
  })!;
  return { timeZone, localTime: localMinuteAgo(timeZone), localDate: localDate(timeZone) };
}
