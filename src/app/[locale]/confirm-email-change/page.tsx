import { mailedTokenRoute } from '@/features/auth/mailed-token-page';
import { EmailChangePanel } from '@/features/auth/email-change-panel';
import { pageTitle } from '@/i18n/page-title';

export const generateMetadata = pageTitle('ConfirmEmailChange');

/** Opened from the link mailed to a new email address: confirms it as the account's email. */
export default mailedTokenRoute('ConfirmEmailChange', (token) => <EmailChangePanel token={token} kind="confirm" />);
