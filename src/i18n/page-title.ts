import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from './routing';

/** The messages namespaces whose `title` is a page's heading. */
export type TitledNamespace =
  | 'Dashboard'
  | 'Login'
  | 'Profile'
  | 'OrgManagement'
  | 'Coalition'
  | 'LinkAccounts'
  | 'ForgotPassword'
  | 'ResetPassword'
  | 'VerifyEmail'
  | 'ConfirmEmailChange'
  | 'UndoEmailChange'
  | 'ReminderUnsubscribe'
  | 'KeepAccount'
  | 'NotFound'
  | 'Accessibility';

/**
 * A page's `generateMetadata`: its heading (the namespace's `title`) as its title, which the layout's template follows
 * with the app's name ("Profile · Community Weight Tracker"), so each tab and history entry says
 * where it is (defect 5).
 */
export function pageTitle(namespace: TitledNamespace) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace });
    return { title: t('title') };
  };
}
