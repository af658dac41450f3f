'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type * as calls from '@/lib/api/calls/auth';
import type { CallInput } from '@/lib/api/define';
import { callApi } from './client';
import { refresh, refreshAfter } from './query-keys';
import { confirmEmailChange } from './routes/auth/confirm-email-change';
import { forgotPassword } from './routes/auth/forgot-password';
import { register } from './routes/auth/register';
import { resendVerification } from './routes/auth/resend-verification';
import { resetPassword } from './routes/auth/reset-password';
import { undoEmailChange } from './routes/auth/undo-email-change';
import { unlinkExternalIdentity } from './routes/auth/unlink-external-identity';
import { verifyEmail } from './routes/auth/verify-email';
import { useApiSession } from './use-api-session';

// The /api/Auth calls of the sign-in screens. Most are anonymous: plain functions of their body.

export const registerUser = (body: CallInput<typeof calls.register>['body']) => callApi(register, { body });
export const verifyEmailToken = (body: CallInput<typeof calls.verifyEmail>['body']) => callApi(verifyEmail, { body });
export const resendVerificationEmail = (body: CallInput<typeof calls.resendVerification>['body']) => callApi(resendVerification, { body });
export const sendPasswordResetLink = (body: CallInput<typeof calls.forgotPassword>['body']) => callApi(forgotPassword, { body });
export const resetPasswordWithToken = (body: CallInput<typeof calls.resetPassword>['body']) => callApi(resetPassword, { body });

/** Spends an email-change link's token (confirm: the new address; undo: the old one), then the profile shows the outcome. */
export function useEmailChangeLink(kind: 'confirm' | 'undo') {
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string) => {
      const input = { body: { token } };
      const result = await (kind === 'confirm' ? callApi(confirmEmailChange, input) : callApi(undoEmailChange, input));
      await refresh(queryClient, refreshAfter.emailChange);
      return result;
    },
    [kind, queryClient],
  );
}

export type ExternalProvider = CallInput<typeof calls.unlinkExternalIdentity>['params']['provider'];

/** Removes a linked sign-in provider from the signed-in user. */
export function useUnlinkExternalIdentity() {
  const { token } = useApiSession();
  return useCallback((provider: ExternalProvider) => callApi(unlinkExternalIdentity, { params: { provider } }, { token }), [token]);
}
