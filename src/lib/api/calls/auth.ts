import { z } from 'zod';
import { emailRequestSchema, registrationSchema, resetPasswordSchema, verifyEmailSchema } from '@/lib/schemas/auth';
import { timestampSchema } from '@/lib/schemas/accounts';
import { emailChangeResultSchema } from '@/lib/schemas/users';
import type { ApiCall } from '../define';

const status = <const V extends string>(value: V) => z.object({ status: z.literal(value) });
export const EXTERNAL_PROVIDERS = ['google', 'apple', 'azure-ad', 'facebook', 'adfs'] as const;
const providerParams = z.object({ provider: z.enum(EXTERNAL_PROVIDERS, { error: 'invalidValue' }) });
const linkedProvider = z.object({ provider: z.enum(EXTERNAL_PROVIDERS), linked: z.boolean(), linkedAt: timestampSchema.nullable() });

/** The sign-in calls (docs/api.md "Authentication"); none tells whether an email has an account. */
export const register = {
  method: 'post',
  path: '/api/Auth/register',
  tag: 'Auth',
  rateLimited: true,
  limitedPerAddress: true,
  summary: 'Register with email and password; a verification link is mailed (or, for a taken address, a notice to its owner)',
  description: [
    'No answer tells whether an email has an account: the mail goes out (or not) after the answer is decided, and is not awaited. A new address gets a user and a personal account, unverified, and a verification link; a taken one gets a notice to its owner and nothing changes.',
    'Links are single-use, stored as SHA-256 hashes, and expire (verification 24 h); a newer link retires the older one. `locale` (`en-US` by default, or `es-ES`) chooses the language of the mail and of its link.',
  ],
  access: 'anonymous',
  body: registrationSchema,
  responses: { 202: { description: 'The same answer for a free and a taken address', schema: status('VerificationEmailSent') } },
  errors: [400],
} as const satisfies ApiCall;

export const verifyEmail = {
  method: 'post',
  path: '/api/Auth/verify-email',
  tag: 'Auth',
  summary: 'Verify the email with the token of the mailed link (single use)',
  description: '400 `detail: "VerificationFailed"` for an unknown, used or expired token.',
  access: 'anonymous',
  body: verifyEmailSchema,
  responses: { 200: { description: 'Verified', schema: status('EmailVerified') } },
  errors: [400],
} as const satisfies ApiCall;

export const resendVerification = {
  method: 'post',
  path: '/api/Auth/resend-verification',
  tag: 'Auth',
  rateLimited: true,
  limitedPerAddress: true,
  summary: 'Mail a new verification link to an unverified account',
  description:
    '202 always; a new link goes only to an account that is still unverified. The work (looking the address up, the token, the mail) happens after answering, so the answer takes the same time for every address.',
  access: 'anonymous',
  body: emailRequestSchema,
  responses: { 202: { description: 'The same answer whatever the address', schema: status('VerificationEmailSent') } },
  errors: [400],
} as const satisfies ApiCall;

export const forgotPassword = {
  method: 'post',
  path: '/api/Auth/forgot-password',
  tag: 'Auth',
  rateLimited: true,
  limitedPerAddress: true,
  summary: 'Mail a password reset link to an existing account',
  description:
    '202 always; a reset link (single use, 1 h) goes only to an existing account. The work happens after answering, so the answer takes the same time for every address.',
  access: 'anonymous',
  body: emailRequestSchema,
  responses: { 202: { description: 'The same answer whatever the address', schema: status('ResetLinkSent') } },
  errors: [400],
} as const satisfies ApiCall;

export const resetPassword = {
  method: 'post',
  path: '/api/Auth/reset-password',
  tag: 'Auth',
  summary: 'Set a new password with the token of the mailed link (single use)',
  description:
    '400 with `confirmPassword: passwordsDontMatch`, the password rule\'s errors, or `detail: "VerificationFailed"`. The new password also proves the address (verifies it) and revokes every refresh token of the person, ending their other sign-ins.',
  access: 'anonymous',
  body: resetPasswordSchema,
  responses: { 200: { description: 'Password reset; other sign-ins ended', schema: status('PasswordReset') } },
  errors: [400],
} as const satisfies ApiCall;

export const confirmEmailChange = {
  method: 'post',
  path: '/api/Auth/confirm-email-change',
  tag: 'Auth',
  summary: 'Make the new address the account email with the token of the link mailed to it (single use, 24 h)',
  description:
    'The account\'s email becomes the new address, verified. 400 `detail: "VerificationFailed"` for an unknown, used, withdrawn or expired token; 409 when another account took the address meanwhile (the link stays unspent); 403 for a directory-managed profile.',
  access: 'anonymous',
  body: verifyEmailSchema,
  responses: { 200: { description: 'The email changed', schema: emailChangeResultSchema('EmailChanged') } },
  errors: [400, 403, 409],
} as const satisfies ApiCall;

export const undoEmailChange = {
  method: 'post',
  path: '/api/Auth/undo-email-change',
  tag: 'Auth',
  summary: 'Restore the old address with the token of the notice mailed to it (single use, 7 days); every session ends',
  description:
    'The old address is back (also after a confirmed change), a pending change is withdrawn and every session of the account ends. Undo links issued after the one used stop working. 400 `VerificationFailed`; 409 when another account has the address now.',
  access: 'anonymous',
  body: verifyEmailSchema,
  responses: { 200: { description: 'The old email is back; every session ended', schema: emailChangeResultSchema('EmailChangeUndone') } },
  errors: [400, 409],
} as const satisfies ApiCall;

export const listExternalIdentities = {
  method: 'get',
  path: '/api/Auth/external-identities',
  tag: 'Auth',
  summary: 'The enabled external providers and which of them the caller linked',
  access: 'signedIn',
  responses: { 200: { description: 'Providers', schema: z.array(linkedProvider).max(EXTERNAL_PROVIDERS.length) } },
  errors: [],
} as const satisfies ApiCall;

export const unlinkExternalIdentity = {
  method: 'delete',
  path: '/api/Auth/external-identities/{provider}',
  tag: 'Auth',
  summary: 'Unlink an external provider (never the last way to sign in)',
  description: '404 when the provider is not linked; 409 `detail: "LastSignInMethod"` when it is the person\'s only way in (no password, no other provider).',
  access: 'signedIn',
  params: providerParams,
  responses: { 204: { description: 'Unlinked' } },
  errors: [400, 404, 409],
} as const satisfies ApiCall;
