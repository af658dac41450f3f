import 'server-only';
import { createTranslator } from 'next-intl';
import { env } from '@/env';
import { routing, type Locale } from '@/i18n/routing';
import en from '@messages/en-US.json';
import es from '@messages/es-ES.json';
import { sendMail } from './send-mail';

const messagesByLocale = { 'en-US': en, 'es-ES': es } as const;

/** A page of the app as a full URL in the person's language (the default has no prefix). */
export function appLink(locale: Locale, pathname: string, query: Record<string, string> = {}): string {
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
  const search = new URLSearchParams(query).toString();
  return `${env().appUrl}${prefix}${pathname}${search ? `?${search}` : ''}`;
}

type AuthMail = 'verifyEmail' | 'resetPassword' | 'accountExists' | 'confirmEmailChange' | 'emailChangeNotice';

async function send(kind: AuthMail, to: string, locale: Locale, values: Record<string, string>): Promise<void> {
  const t = createTranslator({ locale, messages: messagesByLocale[locale], namespace: 'Mail' });
  await sendMail({
    to,
    subject: t(`${kind}Subject`),
    text: `${t(`${kind}Body`, values)}\n\n${t('signature')}\n`,
  });
}

export function sendVerificationMail(to: string, locale: Locale, token: string): Promise<void> {
  return send('verifyEmail', to, locale, { link: appLink(locale, '/verify-email', { token }) });
}

export function sendPasswordResetMail(to: string, locale: Locale, token: string): Promise<void> {
  return send('resetPassword', to, locale, { link: appLink(locale, '/reset-password', { token }) });
}

/** Registration with a taken address: its owner hears of it, the requester learns nothing. */
export function sendAccountExistsMail(to: string, locale: Locale): Promise<void> {
  return send('accountExists', to, locale, { loginLink: appLink(locale, '/login'), resetLink: appLink(locale, '/forgot-password') });
}

/** To the new address of an email change: the link that makes it the account's email. */
export function sendConfirmEmailChangeMail(to: string, locale: Locale, token: string): Promise<void> {
  return send('confirmEmailChange', to, locale, { link: appLink(locale, '/confirm-email-change', { token }) });
}

/** To the current address of an email change: what is asked, and the link that undoes it. */
export function sendEmailChangeNoticeMail(to: string, locale: Locale, newEmail: string, token: string): Promise<void> {
  return send('emailChangeNotice', to, locale, { newEmail, link: appLink(locale, '/undo-email-change', { token }) });
}
