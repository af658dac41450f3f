import { mailedTokenRoute } from '@/features/auth/mailed-token-page';
import { UnsubscribePanel } from '@/features/reminders/unsubscribe-panel';
import { pageTitle } from '@/i18n/page-title';

export const generateMetadata = pageTitle('ReminderUnsubscribe');

/** Opened from the unsubscribe link in a reminder; works without signing in. */
export default mailedTokenRoute('ReminderUnsubscribe', (token) => <UnsubscribePanel token={token} />);
