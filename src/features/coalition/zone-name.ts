'use client';

import { useLocale } from 'next-intl';

/**
 * A time zone's name in the reader's language ("Central Time", "hora central"), or its IANA name
 * where the browser has none: the calendar the coalition's figures are dated in, said beside them.
 */
export function useZoneName(): (timeZone: string) => string {
  const locale = useLocale();
  const named = (timeZone: string, style: 'longGeneric' | 'long') =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value;
  return (timeZone) => {
    try {
      // UTC has no generic name ("GMT+00:00"): its long one reads "Coordinated Universal Time".
      const generic = named(timeZone, 'longGeneric');
      return (generic && !generic.startsWith('GMT') ? generic : named(timeZone, 'long')) ?? timeZone;
    } catch {
      return timeZone;
    }
  };
}
