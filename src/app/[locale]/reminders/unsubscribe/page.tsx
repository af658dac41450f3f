import { mailedTokenRoute } from '@/features/auth/mailed-token-page';
import { UnsubscribePanel } from '@/features/reminders/unsubscribe-panel';

/** Opened from the unsubscribe link in a reminder; works without signing in (decision 0027). */
export default mailedTokenRoute((token) => <UnsubscribePanel token={token} />);
