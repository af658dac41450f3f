import 'server-only';
import * as calls from '@/lib/api/calls/auth';
import { requestPasswordReset, requestRegistration, resendVerification, resetPassword, verifyEmail } from '@/server/auth/email-flows';
import { listLinkedProviders, unlinkProvider } from '@/server/auth/linked-identities';
import { limitByIp, limitMailsByEmail } from '@/server/rate-limit/rate-limit';
import { confirmEmailChange, undoEmailChange } from '@/server/users/email-change';
import { route } from '../route';

/** The sign-in calls: none tells whether an address has an account (the same 202 for any). */
export const authRoutes = [
  route(calls.register, async ({ db, body, clientIp }) => {
    await limitByIp('register', clientIp);
    await limitMailsByEmail('register', body.email);
    await requestRegistration(db, body);
    return { status: 202, body: { status: 'VerificationEmailSent' } };
  }),
  route(calls.verifyEmail, async ({ db, body }) => {
    return { status: 200, body: { status: await verifyEmail(db, body.token) } };
  }),
  route(calls.resendVerification, async ({ db, body, clientIp }) => {
    await limitByIp('resend-verification', clientIp);
    await limitMailsByEmail('resend-verification', body.email);
    resendVerification(db, body.email, body.locale); // after the answer: the same for any address
    return { status: 202, body: { status: 'VerificationEmailSent' } };
  }),
  route(calls.forgotPassword, async ({ db, body, clientIp }) => {
    await limitByIp('forgot-password', clientIp);
    await limitMailsByEmail('forgot-password', body.email);
    requestPasswordReset(db, body.email, body.locale); // after the answer: the same for any address
    return { status: 202, body: { status: 'ResetLinkSent' } };
  }),
  route(calls.resetPassword, async ({ db, body }) => {
    await resetPassword(db, body.token, body.password);
    return { status: 200, body: { status: 'PasswordReset' } };
  }),
  route(calls.confirmEmailChange, async ({ db, body }) => ({ status: 200, body: { status: 'EmailChanged', ...(await confirmEmailChange(db, body.token)) } })),
  route(calls.undoEmailChange, async ({ db, body }) => ({ status: 200, body: { status: 'EmailChangeUndone', ...(await undoEmailChange(db, body.token)) } })),
  route(calls.listExternalIdentities, async ({ db, actor }) => ({ status: 200, body: await listLinkedProviders(db, actor.id) })),
  route(calls.unlinkExternalIdentity, async ({ db, actor, params }) => {
    await unlinkProvider(db, actor.id, params.provider);
    return { status: 204, body: null };
  }),
];
