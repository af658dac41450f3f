import { useFormatter, type DateTimeFormatOptions } from 'next-intl';

/**
 * Formats a calendar day ('YYYY-MM-DD', as weigh-ins are stored) in the reader's language,
 * medium style unless told otherwise. The day is read and shown at UTC midnight, so it is the
 * day stored whatever the reader's (or the server's) time zone.
 */
export function useFormatDay(): (date: string, options?: DateTimeFormatOptions) => string {
  const format = useFormatter();
  return (date, options = { dateStyle: 'medium' }) => format.dateTime(new Date(`${date}T00:00:00Z`), { ...options, timeZone: 'UTC' });
}
