import { mailedTokenRoute } from '@/features/auth/mailed-token-page';
import { VerifyEmailPanel } from '@/features/auth/verify-email-panel';
import { pageTitle } from '@/i18n/page-title';

export const generateMetadata = pageTitle('VerifyEmail');

export default mailedTokenRoute('VerifyEmail', (token) => <VerifyEmailPanel token={token} />);
