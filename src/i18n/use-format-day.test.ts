import { NextIntlClientProvider, type DateTimeFormatOptions } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormatDay } from './use-format-day';

function Day({ date, options }: { date: string; options?: DateTimeFormatOptions }) {
  return useFormatDay()(date, options);
}

// createElement's props type wants the children that its third argument gives.
const provider = (locale: 'en-US' | 'es-ES') => ({ locale }) as ComponentProps<typeof NextIntlClientProvider>;
const shown = (locale: 'en-US' | 'es-ES', date: string, options?: DateTimeFormatOptions) =>
  renderToString(createElement(NextIntlClientProvider, provider(locale), createElement(Day, { date, options })));

const zoneBefore = process.env.TZ;
afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe('useFormatDay', () => {
  it('shows a stored day in the reader’s language, medium style unless told', () => {
    expect(shown('en-US', '2026-03-08')).toBe('Mar 8, 2026');
    expect(shown('es-ES', '2026-03-08')).toBe('8 mar 2026');
    expect(shown('en-US', '2026-03-08', { dateStyle: 'long' })).toBe('March 8, 2026');
    expect(shown('en-US', '2026-03-08', { month: 'short', day: 'numeric' })).toBe('Mar 8');
  });

  it('shows the same day in the time zones furthest apart', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Santiago']) {
      process.env.TZ = zone;
      expect(shown('en-US', '2026-01-01'), zone).toBe('Jan 1, 2026');
      expect(shown('en-US', '2026-09-06'), zone).toBe('Sep 6, 2026');
    }
  });
});
