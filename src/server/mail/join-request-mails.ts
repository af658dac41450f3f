import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import en from '@messages/en-US.json';
import es from '@messages/es-ES.json';
import { appLink } from './auth-mails';
import { sendMail } from './send-mail';

const messagesByLocale = { 'en-US': en, 'es-ES': es } as const;

export type JoinRequestDecisionMail = { to: string; locale: Locale; organizationName: string; decision: 'Approved' | 'Declined' };

/** Tells the person how an organisation answered their request to join, in the language they asked in. */
export async function sendJoinRequestDecisionMail(mail: JoinRequestDecisionMail): Promise<void> {
  const t = createTranslator({ locale: mail.locale, messages: messagesByLocale[mail.locale], namespace: 'JoinRequestMail' });
  const kind = mail.decision === 'Approved' ? 'approved' : 'declined';
  const values = { organization: mail.organizationName, link: appLink(mail.locale, mail.decision === 'Approved' ? '/my-weight-tracker' : '/account/profile') };
  await sendMail({ to: mail.to, subject: t(`${kind}Subject`, values), text: `${t(`${kind}Body`, values)}\n\n${t('signature')}\n` });
}

export type JoinRequestsWaitingMail = { to: string; locale: Locale; organizationName: string; people: Array<{ name: string; email: string }> };

/** Tells an organisation's admin which requests to join wait for an answer (at most once a day: see the caller). */
export async function sendJoinRequestsWaitingMail(mail: JoinRequestsWaitingMail): Promise<void> {
  const t = createTranslator({ locale: mail.locale, messages: messagesByLocale[mail.locale], namespace: 'JoinRequestMail' });
  const values = { organization: mail.organizationName, count: mail.people.length, link: appLink(mail.locale, '/my-weight-tracker') };
  const list = mail.people.map((p) => `- ${p.name ? `${p.name} <${p.email}>` : p.email}`).join('\n');
  await sendMail({
    to: mail.to,
    subject: t('waitingSubject', values),
    text: `${t('waitingIntro', values)}\n\n${list}\n\n${t('waitingBody', values)}\n\n${t('signature')}\n`,
  });
}
