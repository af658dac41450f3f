import { setRequestLocale } from 'next-intl/server';
import { env } from '@/env';
import { AccessibilityStatement } from '@/features/accessibility/statement';
import { pageTitle } from '@/i18n/page-title';
import type { Locale } from '@/i18n/routing';

export const generateMetadata = pageTitle('Accessibility');

/** The accessibility statement and its feedback form: public, signed in or not. */
export default async function AccessibilityPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AccessibilityStatement feedbackEmail={env().accessibilityFeedbackEmail} />;
}
