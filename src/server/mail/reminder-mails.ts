import 'server-only';
import { createTranslator } from 'next-intl';
import { env } from '@/env';
import type { Locale } from '@/i18n/routing';
import en from '@messages/en-US.json';
import es from '@messages/es-ES.json';
import type { WeeklyFigures } from '@/lib/progress/weekly-figures';
import { formatWeight, type DisplayUnit } from '@/lib/units/weight-units';
import type { ReminderKind } from '@/server/reminders/rules';
import { appLink } from './auth-mails';
import { sendMail, type Mail } from './send-mail';
import { pooledSmtpUrl, smtpTransport } from './smtp-transport';

const messagesByLocale = { 'en-US': en, 'es-ES': es } as const;
type Translate = ReturnType<typeof createTranslator<typeof en, 'ReminderMail'>>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Plain text to HTML: escaped, links made clickable, paragraphs kept. */
const toHtml = (text: string) =>
  text
    .split('\n\n')
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph)
          .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');

export type ReminderMail = {
  to: string;
  locale: Locale;
  kind: ReminderKind;
  name: string;
  streakDays: number;
  unsubscribeToken: string;
  /** The delivery's key (person, kind, local date): the Message-ID is made from it. */
  deliveryKey?: string;
  /** The weekly summary's figures (kind 'weekly' only). */
  weekly?: WeeklyFigures;
  /** The person's display unit; pounds when absent. */
  unit?: DisplayUnit;
};

/** The one place a reminder mail writes a weight: in the person's unit. */
export function mailWeight(t: Translate, locale: Locale, pounds: number, unit: DisplayUnit = 'lb'): string {
  if (unit !== 'lb') return formatWeight(pounds, unit, locale);
  return t('weight', { weight: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(pounds) });
}

/** The weekly summary's lines: trend change, streak, goal, community total. */
function weeklyLines(t: Translate, locale: Locale, figures: WeeklyFigures, unit?: DisplayUnit): string {
  const weight = (pounds: number) => mailWeight(t, locale, pounds, unit);
  const change = figures.trendChange;
  const trend =
    change === null
      ? t('weeklyTrendNone')
      : change < 0
        ? t('weeklyTrendDown', { weight: weight(-change) })
        : change > 0
          ? t('weeklyTrendUp', { weight: weight(change) })
          : t('weeklyTrendSteady');
  const goal = !figures.goal
    ? t('weeklyGoalNone')
    : figures.goal.reached
      ? t('weeklyGoalReached')
      : t('weeklyGoalProgress', { percent: figures.goal.percent, weight: weight(figures.goal.remaining) });
  return [trend, t('weeklyStreak', { days: figures.streakDays }), goal, t('weeklyCommunity', { weight: weight(figures.communityTotal) })]
    .map((line) => `- ${line}`)
    .join('\n');
}

/**
 * A reminder in the person's language, plain text and HTML, with RFC 8058 one-click unsubscribe
 * headers. The subject never carries a weight (others may see it on a lock screen).
 */
export function composeReminderMail(mail: ReminderMail): Mail {
  const t: Translate = createTranslator({ locale: mail.locale, messages: messagesByLocale[mail.locale], namespace: 'ReminderMail' });
  const values = { name: mail.name, days: String(mail.streakDays), link: appLink(mail.locale, '/my-weight-tracker') };
  const unsubscribeUrl = `${env().appUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(mail.unsubscribeToken)}`;
  if (mail.kind === 'weekly' && !mail.weekly) throw new Error('A weekly summary needs its figures');
  const body =
    mail.kind === 'weekly'
      ? t('weeklyBody', { name: mail.name, lines: weeklyLines(t, mail.locale, mail.weekly!, mail.unit), link: values.link })
      : t(`${mail.kind}Body`, values);
  const footer = t('footer', {
    profileLink: appLink(mail.locale, '/account/profile'),
    unsubscribeLink: appLink(mail.locale, '/reminders/unsubscribe', { token: mail.unsubscribeToken }),
  });
  const text = `${body}\n\n${footer}\n`;
  return {
    kind: 'reminder',
    to: mail.to,
    // The same reminder always has the same Message-ID: if it is ever handed over twice (a crash
    // between SMTP's acceptance and the delivery's commit), mail systems can tell.
    ...(mail.deliveryKey ? { messageId: `<reminder.${mail.deliveryKey}@${new URL(env().appUrl).hostname}>` } : {}),
    subject: t(`${mail.kind}Subject`),
    text,
    html: toHtml(text),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** SMTP connections kept open for reminders: one per mail the queue sends at a time. */
const REMINDER_SMTP_CONNECTIONS = 16;

/** Hands a reminder over and resolves once it was accepted; `close` lets go of the connections. */
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => Promise<void> };

/**
 * Where the reminder queue's mail goes: with SMTP_URL, a pool of SMTP connections kept open
 * between messages (made in the thread that sends: the send thread on PostgreSQL);
 * without it, the DATA_DIR/mail outbox as for any mail.
 */
export function startReminderMailer(): Mailer {
  const smtpUrl = env().smtpUrl;
  if (!smtpUrl) return { send: sendMail, close: async () => undefined };
  const transport = smtpTransport(pooledSmtpUrl(smtpUrl, REMINDER_SMTP_CONNECTIONS));
  return { send: (mail) => sendMail(mail, transport), close: async () => transport.close() };
}
