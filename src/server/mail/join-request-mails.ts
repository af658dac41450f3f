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
