import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CurrentAccountDashboard } from '@/features/dashboard/current-account-dashboard';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import { getReminderSettings } from '@/server/reminders/reminder-settings';
import { getCelebratoryMessages } from '@/server/content/get-content';
import { logger } from '@/server/logger';
import { pageTitle } from '@/i18n/page-title';
import { signedInSession } from '../signed-in-session';

export const generateMetadata = pageTitle('Dashboard');

export default async function DashboardPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const session = await signedInSession(locale);
  const [t, celebratoryMessages, reminderSettings] = await Promise.all([
    getTranslations('Dashboard'),
    // A content service that does not answer costs the celebration, never the dashboard.
    getCelebratoryMessages(locale).catch((error: unknown) => {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'celebratory messages unavailable');
      return [];
    }),
    // The reminders invitation is then drawn with the page, not over it later (LCP, CLS).
    // Unread, the card waits for the browser's own query as before.
    getDb()
      .then((db) => getReminderSettings(db, session.user.id))
      .catch((error: unknown) => {
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'reminder settings unavailable');
        return undefined;
      }),
  ]);
  return (
    <div id="dashboard-section" className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-slate-700">{t('greeting', { name: session.user.firstName })}</p>
      </div>
      <CurrentAccountDashboard userId={session.user.id} celebratoryMessages={celebratoryMessages} reminderSettings={reminderSettings} />
    </div>
  );
}
