import { mailedTokenRoute } from '@/features/auth/mailed-token-page';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';

export default mailedTokenRoute((token) => <ResetPasswordForm token={token} />);
