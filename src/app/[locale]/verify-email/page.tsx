import { mailedTokenRoute } from '@/features/auth/mailed-token-page';
import { VerifyEmailPanel } from '@/features/auth/verify-email-panel';

export default mailedTokenRoute((token) => <VerifyEmailPanel token={token} />);
