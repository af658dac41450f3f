import { userAccountIdSchema } from '@/lib/schemas/accounts';
import { exportQuerySchema, fhirBundleSchema, personalDataSchema } from '@/lib/schemas/export';
import { deleteAccountSchema, preferencesAnswerSchema, preferencesSchema, profileSchema, userDetailsSchema, userIdParamsSchema } from '@/lib/schemas/users';
import { callsOf, noContent, ok, self } from '../define-call';

const userCalls = callsOf('User');

export const getUser = userCalls.get('/api/User/{id}', self('id', 'You may only read your own user'))(
  { params: userIdParamsSchema, responses: ok(userDetailsSchema, 'The user and their accounts'), errors: [400, 403] },
  'Your own user, with your accounts',
  "`displayUnit` is how the person sees and types weights (default `lb`); `accounts` are the caller's `Active` memberships; `emailSignIn` whether they have a password (else they sign in only through providers); `joinRequest` the newest request to join an organisation; `pendingEmail` is present while an email change waits for its link.",
);

export const updateProfile = userCalls.put('/api/User/{id}/profile', self('id', "You may not change another user's profile"))(
  {
    params: userIdParamsSchema,
    body: profileSchema,
    responses: ok(userDetailsSchema, 'The user and their accounts'),
    errors: [400, 403, 404, 409],
    perPerson: 'mail',
  },
  'Change your profile; the organisation can be set once; a new email waits for the link mailed to it (pendingEmail)',
  '**The organisation** is set once: choosing one asks to join it (see `POST /api/Account/{accountId}/join-requests`); absent, null or the current one changes nothing; a different one is 409 (also after an admin removed the membership); one the person already belongs to or is invited to is 409; an unknown one 404.',
  "**A new email** is a request, not a change: the answer keeps the current `email` and adds `pendingEmail`. A link goes to the new address (24 h) and a notice with an undo link to the current one (7 days), in the body's `locale`; until the link is opened, sign-in, invitations and the profile use the current address. 409 when another account has the new address (at request and again at confirmation); a newer request replaces the pending one. A sixth request for the same new address within a quarter hour answers 429.",
  'Directory-managed profiles are locked (403). 400 for names with control characters (`invalidValue`) besides the usual bounds.',
);

export const setPrimaryAccount = userCalls.put('/api/User/{id}/set-primary-account', self('id', "You may not change another user's primary account"))(
  { params: userIdParamsSchema, body: userAccountIdSchema, responses: ok(userDetailsSchema, 'The user and their accounts'), errors: [400, 403, 404, 409] },
  'Make one of your memberships your primary account',
  'Exactly one primary afterwards. 404 unknown id; 409 when the membership is not `Active`.',
);

export const cancelEmailChange = userCalls.delete('/api/User/{id}/pending-email', self('id', "You may not change another user's email"))(
  { params: userIdParamsSchema, responses: ok(userDetailsSchema, 'The user and their accounts, without a pending email'), errors: [400, 403] },
  'Withdraw the email change waiting for confirmation; its link stops working',
  'The caller only (403 otherwise); answers as `GET /api/User/{id}`.',
);

export const exportUserData = userCalls.get('/api/User/{id}/export', self('id', "You may not download another user's data"))(
  {
    params: userIdParamsSchema,
    query: exportQuerySchema,
    responses: {
      200: {
        description: 'A file named with the day, in the format asked for',
        attachment: true,
        mediaTypes: { 'text/csv': null, 'application/json': personalDataSchema, 'application/fhir+json': fhirBundleSchema },
      },
    },
    errors: [400, 403],
    perPerson: 'export',
  },
  'Download your data: the weight log as CSV (date, lb, kg, trend), everything held about you as JSON, or the weights as a FHIR R4 Bundle',
  "`Cache-Control: no-store`; the file name carries the server's UTC day. `csv`: the personal weight log as the dashboard charts it, one row a day oldest first, CRLF lines, kg = lb × 0.45359237 to the tenth, `trend_lb` the dashboard's trend; a text cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'`.",
  '`json`: everything held about the person (profile, memberships, invitations received and sent, goals, weight logs, linked providers, share links, reminders), from explicit columns: never a password hash, a token or a nonce. `fhir`: a FHIR R4 `Bundle` of type `collection`, the person as a `Patient` then one body-weight `Observation` per personal weight log (LOINC 29463-7, `[lb_av]`). 400 `invalidValue` on `format` for anything else or none (before any 403).',
);

export const deleteAccount = userCalls.delete('/api/User/{id}', self('id', "You may not delete another user's account"))(
  { params: userIdParamsSchema, body: deleteAccountSchema, responses: noContent('Deleted: every sign-in of the account has ended'), errors: [400, 403, 409] },
  'Delete your account and everything that identifies you; the community total keeps your anonymous contribution',
  'The account and every row that identifies them are gone in one transaction and every session ends; the community total is not reduced. With a password: 400 `passwordRequired` without one, 403 `detail: "WrongPassword"` for a wrong one (counted by the sign-in lockout; 429 `SignInLocked` past it). Without a password (external sign-ins only): 403 `detail: "RecentSignInRequired"` unless the session signed in within 5 minutes (the access token\'s `auth_time`). 409 `LastAdminCannotLeave` for the last admin of an organisation. Nothing changes on any refusal.',
);

export const updatePreferences = userCalls.put('/api/User/{id}/preferences', self('id', "You may not change another user's preferences"))(
  { params: userIdParamsSchema, body: preferencesSchema, responses: ok(preferencesAnswerSchema, 'The preferences now in force'), errors: [400, 403] },
  'Choose how weights are shown and typed (lb, kg, or st and lb) and give an optional height for the BMI; weights stay stored in pounds',
  'Directory-managed or not. `heightCm` 50–272, stored to a tenth, or null. Stored weights stay in pounds.',
);
