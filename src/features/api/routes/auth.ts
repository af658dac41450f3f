// Generated from src/lib/api/calls/auth.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type * as calls from '@/lib/api/calls/auth';
import type { ApiRoute } from '../client';

export const register: ApiRoute<typeof calls.register> = { method: 'post', path: '/api/Auth/register' };
export const verifyEmail: ApiRoute<typeof calls.verifyEmail> = { method: 'post', path: '/api/Auth/verify-email' };
export const resendVerification: ApiRoute<typeof calls.resendVerification> = { method: 'post', path: '/api/Auth/resend-verification' };
export const forgotPassword: ApiRoute<typeof calls.forgotPassword> = { method: 'post', path: '/api/Auth/forgot-password' };
export const resetPassword: ApiRoute<typeof calls.resetPassword> = { method: 'post', path: '/api/Auth/reset-password' };
export const confirmEmailChange: ApiRoute<typeof calls.confirmEmailChange> = { method: 'post', path: '/api/Auth/confirm-email-change' };
export const undoEmailChange: ApiRoute<typeof calls.undoEmailChange> = { method: 'post', path: '/api/Auth/undo-email-change' };
export const listExternalIdentities: ApiRoute<typeof calls.listExternalIdentities> = { method: 'get', path: '/api/Auth/external-identities' };
export const unlinkExternalIdentity: ApiRoute<typeof calls.unlinkExternalIdentity> = { method: 'delete', path: '/api/Auth/external-identities/{provider}' };
