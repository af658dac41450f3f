import { mailedTokenRoute } from '@/features/auth/mailed-token-page';
import { EmailChangePanel } from '@/features/auth/email-change-panel';
import { pageTitle } from '@/i18n/page-title';

export const generateMetadata = pageTitle('UndoEmailChange');

/** Opened from the notice mailed to the old address of an email change: restores it. */
export default mailedTokenRoute('UndoEmailChange', (token) => <EmailChangePanel token={token} kind="undo" />);
