'use client';

import { callApi } from '@/features/api/client';
import { keepAccount } from '@/features/api/routes/retention/keep-account';
import { MailedLinkAction } from '@/features/auth/mailed-link-action';

/** The warning mail's "keep my account" link: the button keeps the account. */
export function KeepAccountPanel({ token }: { token: string }) {
  return <MailedLinkAction namespace="KeepAccount" act={() => callApi(keepAccount, { body: { token } })} />;
}
