import { z } from 'zod';
import { emailRequestSchema, registrationSchema, resetPasswordSchema, verifyEmailSchema } from '@/lib/schemas/auth';
import { timestampSchema } from '@/lib/schemas/accounts';
import { emailChangeResultSchema } from '@/lib/schemas/users';
import { accepted, callsOf, noContent, ok, perAddressLimit } from '../define-call';

const authCalls = callsOf('Auth');

const status = <const V extends string>(value: V) => z.object({ status: z.literal(value) });
export const EXTERNAL_PROVIDERS = ['google', 'apple', 'azure-ad', 'facebook', 'adfs'] as const;
const providerParams = z.object({ provider: z.enum(EXTERNAL_PROVIDERS, { error: 'invalidValue' }) });
const linkedProvider = z.object({ provider: z.enum(EXTERNAL_PROVIDERS), linked: z.boolean(), linkedAt: timestampSchema.nullable() });

/** The sign-in calls (docs/api.md "Authentication"); none tells whether an email has an account. */
export const register = authCalls.post('/api/Auth/register', 'anonymous')(
  {
    body: registrationSchema,
    responses: accepted(status('VerificationEmailSent'), 'The same answer for a free and a taken address'),
    errors: [400],
    ...perAddressLimit,
  },
  'Register with email and password; a verification link is mailed (or, for a taken address, a notice to its owner)',
  'No answer tells whether an email has an account: the mail goes out (or not) after the answer is decided, and is not awaited. A new address gets a user and a personal account, unverified, and a verification link; a taken one gets a notice to its owner and nothing changes.',
  'Links are single-use, stored as SHA-256 hashes, and expire (verification 24 h); a newer link retires the older one. `locale` (`en-US` by default, or `es-ES`) chooses the language of the mail and of its link.',
);

export const verifyEmail = authCalls.post('/api/Auth/verify-email', 'anonymous')(
  { body: verifyEmailSchema, responses: ok(z.object({ status: z.enum(['EmailVerified', 'AlreadyVerified']) }), 'Verified, now or before'), errors: [400] },
  'Verify the email with the token of the mailed link (single use)',
  '`EmailVerified` when the token verifies the address; `AlreadyVerified`, changing nothing, for a used or expired link of an address verified since (a link opened twice). 400 `detail: "VerificationFailed"` for an unknown token, or a used or expired one of an address still unverified.',
);

export const resendVerification = authCalls.post('/api/Auth/resend-verification', 'anonymous')(
  { body: emailRequestSchema, responses: accepted(status('VerificationEmailSent'), 'The same answer whatever the address'), errors: [400], ...perAddressLimit },
  'Mail a new verification link to an unverified account',
  '202 always; a new link goes only to an account that is still unverified. The work (looking the address up, the token, the mail) happens after answering, so the answer takes the same time for every address.',
);

export const forgotPassword = authCalls.post('/api/Auth/forgot-password', 'anonymous')(
  { body: emailRequestSchema, responses: accepted(status('ResetLinkSent'), 'The same answer whatever the address'), errors: [400], ...perAddressLimit },
  'Mail a password reset link to an existing account',
  '202 always; a reset link (single use, 1 h) goes only to an existing account. The work happens after answering, so the answer takes the same time for every address.',
);

export const resetPassword = authCalls.post('/api/Auth/reset-password', 'anonymous')(
  { body: resetPasswordSchema, responses: ok(status('PasswordReset'), 'Password reset; other sign-ins ended'), errors: [400] },
  'Set a new password with the token of the mailed link (single use)',
  '400 with `confirmPassword: passwordsDontMatch`, the password rule\'s errors, or `detail: "VerificationFailed"`. The new password also proves the address (verifies it) and revokes every refresh token of the person, ending their other sign-ins.',
);

export const confirmEmailChange = authCalls.post('/api/Auth/confirm-email-change', 'anonymous')(
  { body: verifyEmailSchema, responses: ok(emailChangeResultSchema('EmailChanged'), 'The email changed'), errors: [400, 403, 409] },
  'Make the new address the account email with the token of the link mailed to it (single use, 24 h)',
  'The account\'s email becomes the new address, verified. 400 `detail: "VerificationFailed"` for an unknown, used, withdrawn or expired token; 409 when another account took the address meanwhile (the link stays unspent); 403 for a directory-managed profile.',
);

export const undoEmailChange = authCalls.post('/api/Auth/undo-email-change', 'anonymous')(
  { body: verifyEmailSchema, responses: ok(emailChangeResultSchema('EmailChangeUndone'), 'The old email is back; every session ended'), errors: [400, 409] },
  'Restore the old address with the token of the notice mailed to it (single use, 7 days); every session ends',
  'The old address is back (also after a confirmed change), a pending change is withdrawn and every session of the account ends. Undo links issued after the one used stop working. 400 `VerificationFailed`; 409 when another account has the address now.',
);

export const listExternalIdentities = authCalls.get('/api/Auth/external-identities', 'signedIn')(
  { responses: ok(z.array(linkedProvider).max(EXTERNAL_PROVIDERS.length), 'Providers') },
  'The enabled external providers and which of them the caller linked',
);

export const unlinkExternalIdentity = authCalls.delete('/api/Auth/external-identities/{provider}', 'signedIn')(
  { params: providerParams, responses: noContent('Unlinked'), errors: [400, 404, 409] },
  'Unlink an external provider (never the last way to sign in)',
  '404 when the provider is not linked; 409 `detail: "LastSignInMethod"` when it is the person\'s only way in (no password, no other provider).',
);
