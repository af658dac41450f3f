import 'server-only';
import { createTranslator } from 'next-intl';
import { env } from '@/env';
import type { Locale } from '@/i18n/routing';
import en from '@messages/en-US.json';
import es from '@messages/es-ES.json';
import type { ReminderKind } from '@/server/reminders/rules';
import { appLink } from './auth-mails';
import { sendMail } from './send-mail';

const messagesByLocale = { 'en-US': en, 'es-ES': es } as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Plain text to HTML: escaped, links made clickable, paragraphs kept. */
const toHtml = (text: string) =>
  text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

export type ReminderMail = { to: string; locale: Locale; kind: ReminderKind; name: string; streakDays: number; unsubscribeToken: string };

/**
 * A reminder in the person's language, plain text and HTML, with RFC 8058 one-click unsubscribe
 * headers. The subject never carries a weight (others may see it on a lock screen).
 */
export async function sendReminderMail(mail: ReminderMail): Promise<void> {
  const t = createTranslator({ locale: mail.locale, messages: messagesByLocale[mail.locale], namespace: 'ReminderMail' });
  const values = { name: mail.name, days: String(mail.streakDays), link: appLink(mail.locale, '/my-weight-tracker') };
  const unsubscribeUrl = `${env().appUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(mail.unsubscribeToken)}`;
  const text = `${t(`${mail.kind}Body`, values)}\n\n${t('footer', { profileLink: appLink(mail.locale, '/account/profile'), unsubscribeLink: appLink(mail.locale, '/reminders/unsubscribe', { token: mail.unsubscribeToken }) })}\n`;
  await sendMail({
    to: mail.to,
    subject: t(`${mail.kind}Subject`),
    text,
    html: toHtml(text),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
