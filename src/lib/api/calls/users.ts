import { userAccountIdSchema } from '@/lib/schemas/accounts';
import { exportQuerySchema, fhirBundleSchema, personalDataSchema } from '@/lib/schemas/export';
import { deleteAccountSchema, preferencesAnswerSchema, preferencesSchema, profileSchema, userDetailsSchema, userIdParamsSchema } from '@/lib/schemas/users';
import type { ApiCall } from '../define';

export const getUser = { method: 'get', path: '/api/User/{id}', tag: 'User',
  summary: 'Your own user, with your accounts',
  access: { self: 'id', denied: 'You may only read your own user' }, params: userIdParamsSchema,
  responses: { 200: { description: 'The user and their accounts', schema: userDetailsSchema } }, errors: [400, 403] } as const satisfies ApiCall;

export const updateProfile = { method: 'put', path: '/api/User/{id}/profile', tag: 'User', perPerson: 'mail',
  summary: 'Change your profile; the organisation can be set once; a new email waits for the link mailed to it (pendingEmail)',
  access: { self: 'id', denied: "You may not change another user's profile" }, params: userIdParamsSchema, body: profileSchema,
  responses: { 200: { description: 'The user and their accounts', schema: userDetailsSchema } }, errors: [400, 403, 404, 409] } as const satisfies ApiCall;

export const setPrimaryAccount = { method: 'put', path: '/api/User/{id}/set-primary-account', tag: 'User',
  summary: 'Make one of your memberships your primary account',
  access: { self: 'id', denied: "You may not change another user's primary account" }, params: userIdParamsSchema, body: userAccountIdSchema,
  responses: { 200: { description: 'The user and their accounts', schema: userDetailsSchema } }, errors: [400, 403, 404, 409] } as const satisfies ApiCall;

export const cancelEmailChange = { method: 'delete', path: '/api/User/{id}/pending-email', tag: 'User',
  summary: 'Withdraw the email change waiting for confirmation; its link stops working',
  access: { self: 'id', denied: "You may not change another user's email" }, params: userIdParamsSchema,
  responses: { 200: { description: 'The user and their accounts, without a pending email', schema: userDetailsSchema } }, errors: [400, 403] } as const satisfies ApiCall;

export const exportUserData = { method: 'get', path: '/api/User/{id}/export', tag: 'User', perPerson: 'export',
  summary: 'Download your data: the weight log as CSV (date, lb, kg, trend), everything held about you as JSON, or the weights as a FHIR R4 Bundle',
  access: { self: 'id', denied: "You may not download another user's data" }, params: userIdParamsSchema, query: exportQuerySchema,
  responses: { 200: { description: 'A file named with the day, in the format asked for', attachment: true,
    mediaTypes: { 'text/csv': null, 'application/json': personalDataSchema, 'application/fhir+json': fhirBundleSchema } } }, errors: [400, 403] } as const satisfies ApiCall;

export const deleteAccount = { method: 'delete', path: '/api/User/{id}', tag: 'User',
  summary: 'Delete your account and everything that identifies you (decision 0028); the community total keeps your anonymous contribution',
  access: { self: 'id', denied: "You may not delete another user's account" }, params: userIdParamsSchema, body: deleteAccountSchema,
  responses: { 204: { description: 'Deleted: every sign-in of the account has ended' } }, errors: [400, 403, 409] } as const satisfies ApiCall;

export const updatePreferences = { method: 'put', path: '/api/User/{id}/preferences', tag: 'User',
  summary: 'Choose how weights are shown and typed (lb, kg, or st and lb) and give an optional height for the BMI; weights stay stored in pounds',
  access: { self: 'id', denied: "You may not change another user's preferences" }, params: userIdParamsSchema, body: preferencesSchema,
  responses: { 200: { description: 'The preferences now in force', schema: preferencesAnswerSchema } }, errors: [400, 403] } as const satisfies ApiCall;
