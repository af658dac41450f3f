import 'server-only';
import { createTranslator } from 'next-intl';
import { env } from '@/env';
import type { Locale } from '@/i18n/routing';
import en from '@messages/en-US.json';
import es from '@messages/es-ES.json';
import { appLink } from '@/server/mail/auth-mails';
import { sendMail } from '@/server/mail/send-mail';
import { keepAccountToken } from './keep-token';

const messagesByLocale = { 'en-US': en, 'es-ES': es } as const;

export type InactivityWarning = { userId: string; email: string; locale: Locale; warnedAt: Date; deleteAt: Date; months: number };

/** The warning a month before an inactive account is deleted: the date, and a one-click link to keep it. */
export async function sendInactivityWarning(warning: InactivityWarning): Promise<void> {
  const t = createTranslator({ locale: warning.locale, messages: messagesByLocale[warning.locale], namespace: 'InactiveAccountMail' });
  const date = new Intl.DateTimeFormat(warning.locale, { dateStyle: 'long', timeZone: env().coalitionTimeZone }).format(warning.deleteAt);
  const values = {
    date,
    months: warning.months,
    keepLink: appLink(warning.locale, '/keep-account', { token: keepAccountToken(warning.userId, warning.warnedAt) }),
    signInLink: appLink(warning.locale, '/login'),
  };
  const signature = createTranslator({ locale: warning.locale, messages: messagesByLocale[warning.locale], namespace: 'Mail' })('signature');
  await sendMail({ to: warning.email, subject: t('subject'), text: `${t('body', values)}\n\n${signature}\n` });
}
