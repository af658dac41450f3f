'use client';

import type * as calls from '@/lib/api/calls/auth';
import type { CallInput } from '@/lib/api/define';
import { callApi } from './client';
import { forgotPassword } from './routes/auth/forgot-password';
import { register } from './routes/auth/register';
import { resendVerification } from './routes/auth/resend-verification';
import { resetPassword } from './routes/auth/reset-password';
import { verifyEmail } from './routes/auth/verify-email';

// The anonymous /api/Auth calls of the sign-in screens: plain functions of their body, with no
// session or query cache, so those pages load no more than the call. The email-change links and
// the linked providers, which need the cache or the session, are ./email-change-links.ts and
// ./external-identities.ts.

export const registerUser = (body: CallInput<typeof calls.register>['body']) => callApi(register, { body });
export const verifyEmailToken = (body: CallInput<typeof calls.verifyEmail>['body']) => callApi(verifyEmail, { body });
export const resendVerificationEmail = (body: CallInput<typeof calls.resendVerification>['body']) => callApi(resendVerification, { body });
export const sendPasswordResetLink = (body: CallInput<typeof calls.forgotPassword>['body']) => callApi(forgotPassword, { body });
export const resetPasswordWithToken = (body: CallInput<typeof calls.resetPassword>['body']) => callApi(resetPassword, { body });
