import 'server-only';
import { createTranslator } from 'next-intl';
import { env } from '@/env';
import type { Locale } from '@/i18n/routing';
import { ACCESSIBILITY_RESPONSE_WORKING_DAYS } from '@/lib/schemas/accessibility-statement';
import type { AccessibilityFeedback } from '@/lib/schemas/accessibility';
import { appLink } from '@/server/mail/auth-mails';
import { sendMail } from '@/server/mail/send-mail';
import en from '@messages/en-US.json';
import es from '@messages/es-ES.json';

const messagesByLocale = { 'en-US': en, 'es-ES': es } as const;

const translator = (locale: Locale) => createTranslator({ locale, messages: messagesByLocale[locale], namespace: 'AccessibilityMail' });

/**
 * The report, to the coalition's accessibility address. The person's words are values, never
 * part of a message's pattern, so nothing they type is read as formatting. A reply goes to them
 * when they gave an address.
 */
export async function sendFeedbackToCoalition(feedback: AccessibilityFeedback, receivedAt: Date): Promise<void> {
  const t = translator(feedback.locale);
  const notGiven = t('notGiven');
  const details = [
    t('pageLine', { page: feedback.page ?? notGiven }),
    t('nameLine', { name: feedback.name ?? notGiven }),
    t('emailLine', { email: feedback.email ?? notGiven }),
    t('languageLine', { language: feedback.locale }),
    t('receivedLine', { time: receivedAt.toISOString() }),
  ].join('\n');
  await sendMail({
    to: env().accessibilityFeedbackEmail,
    subject: t('reportSubject'),
    text: `${t('reportIntro', { days: ACCESSIBILITY_RESPONSE_WORKING_DAYS })}\n\n${t('problemHeading')}\n${feedback.problem}\n\n${details}\n`,
    ...(feedback.email ? { headers: { 'Reply-To': feedback.email } } : {}),
  });
}

/**
 * The confirmation, to the address the person gave. It does not repeat their words: the address
 * is not verified, and the form must not carry a stranger's text to someone else's inbox.
 */
export async function sendFeedbackConfirmation(to: string, locale: Locale): Promise<void> {
  const t = translator(locale);
  await sendMail({
    to,
    subject: t('confirmationSubject'),
    text: `${t('confirmationBody', { days: ACCESSIBILITY_RESPONSE_WORKING_DAYS, link: appLink(locale, '/accessibility') })}\n\n${t('signature')}\n`,
    // Replies reach the people who read the reports, not the no-reply sender.
    headers: { 'Reply-To': env().accessibilityFeedbackEmail },
  });
}
