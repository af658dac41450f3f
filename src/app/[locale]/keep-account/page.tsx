import { mailedTokenRoute } from '@/features/auth/mailed-token-page';
import { KeepAccountPanel } from '@/features/retention/keep-account-panel';
import { pageTitle } from '@/i18n/page-title';

export const generateMetadata = pageTitle('KeepAccount');

/** Opened from the warning mailed before an inactive account is deleted; works without signing in. */
export default mailedTokenRoute('KeepAccount', (token) => <KeepAccountPanel token={token} />);
