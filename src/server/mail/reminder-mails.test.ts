import { describe, expect, it } from 'vitest';
import type { WeeklyFigures } from '@/lib/progress/weekly-figures';
import { composeReminderMail } from './reminder-mails';

const weekly: WeeklyFigures = { trendChange: -2.3, streakDays: 15, goal: { percent: 35, remaining: 13, reached: false }, communityTotal: 1234.6 };
const base = { to: 'ana@example.org', name: 'Ana', streakDays: 14, unsubscribeToken: 'tok.en', kind: 'weekly' as const, weekly };

describe('the weekly summary mail', () => {
  it('says the trend change, streak, goal and community total in English, text and HTML', () => {
    const mail = composeReminderMail({ ...base, locale: 'en-US' });
    expect(mail.subject).toBe('Your week in the programme');
    expect(mail.text).toContain(
      [
        'Your week:',
        '- Your trend went down 2.3 lbs this week.',
        '- Streak: 15 days in a row.',
        '- Goal: 35% of the way there, 13 lbs to go.',
        '- Together the community has lost 1,234.6 lbs.',
      ].join('\n'),
    );
    expect(mail.html).toContain('- Your trend went down 2.3 lbs this week.<br>- Streak: 15 days in a row.<br>');
    expect(mail.html).toContain('<a href="http://localhost:3000/my-weight-tracker">');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it("writes weights in the person's unit: kilograms, or stones and pounds", () => {
    const kg = composeReminderMail({ ...base, locale: 'es-ES', unit: 'kg' }).text;
    expect(kg).toContain('1 kg');
    expect(kg).toContain('5,9 kg');
    expect(kg).toContain('560 kg');
    const st = composeReminderMail({ ...base, locale: 'en-US', unit: 'st' }).text;
    expect(st).toContain('- Your trend went down 0 st 2.3 lb this week.');
    expect(st).toContain('88 st 2.6 lb');
  });

  it('says them in Spanish, with Spanish numbers', () => {
    const mail = composeReminderMail({ ...base, locale: 'es-ES' });
    expect(mail.subject).toBe('Tu semana en el programa');
    expect(mail.text).toContain(
      [
        'Tu semana:',
        '- Tu tendencia bajó 2,3 lb esta semana.',
        '- Racha: 15 días seguidos.',
        '- Objetivo: llevas el 35 % del camino y te faltan 13 lb.',
        '- Entre todos, la comunidad ha perdido 1234,6 lb.',
      ].join('\n'),
    );
    expect(mail.html).toContain('<p>Hola, Ana:</p>');
  });

  it('covers a rise, no change yet, one day, a reached goal and no goal', () => {
    const en = (figures: Partial<WeeklyFigures>) => composeReminderMail({ ...base, locale: 'en-US', weekly: { ...weekly, ...figures } }).text;
    expect(en({ trendChange: 0.4 })).toContain('- Your trend went up 0.4 lbs this week.');
    expect(en({ trendChange: 0 })).toContain('- Your trend held steady this week.');
    expect(en({ trendChange: null })).toContain('- Log on two different days to see your trend move.');
    expect(en({ streakDays: 1 })).toContain('- Streak: 1 day in a row.');
    expect(en({ streakDays: 0 })).toContain('- No streak running: log today to start one.');
    expect(en({ goal: { percent: 100, remaining: 0, reached: true } })).toContain('- Goal: reached. Well done!');
    expect(en({ goal: null })).toContain('- Goal: none yet. Set one on your dashboard to follow your progress.');
    const es = composeReminderMail({ ...base, locale: 'es-ES', weekly: { ...weekly, streakDays: 1, trendChange: 1.5 } }).text;
    expect(es).toContain('- Tu tendencia subió 1,5 lb esta semana.\n- Racha: 1 día seguido.');
  });

  it('gives the same reminder the same Message-ID, made from its delivery key', () => {
    const mail = composeReminderMail({ ...base, locale: 'en-US', kind: 'daily', deliveryKey: 'u1.daily.2026-01-18' });
    expect(mail.messageId).toBe('<reminder.u1.daily.2026-01-18@localhost>');
  });

  it('never puts a weight in the subject, whatever the kind', () => {
    for (const locale of ['en-US', 'es-ES'] as const) {
      for (const kind of ['daily', 'streak', 'weekly'] as const) {
        expect(composeReminderMail({ ...base, locale, kind }).subject).not.toMatch(/\d|lb/);
      }
    }
  });
});
