import { mailedTokenRoute } from '@/features/auth/mailed-token-page';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';
import { pageTitle } from '@/i18n/page-title';

export const generateMetadata = pageTitle('ResetPassword');

export default mailedTokenRoute('ResetPassword', (token) => <ResetPasswordForm token={token} />);
