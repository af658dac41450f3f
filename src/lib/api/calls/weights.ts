import {
  accountIdParamsSchema,
  logWeightResultSchema,
  logWeightSchema,
  updateWeightLogSchema,
  userIdParamsSchema,
  weightLogEntrySchema,
  weightLogIdParamsSchema,
  weightLogListSchema,
} from '@/lib/schemas/weights';
import { importAnswerSchema, importWeightsSchema } from '@/lib/schemas/weight-import';
import { organizationProgressSchema } from '@/lib/schemas/organization-progress';
import { sharedWeightsSchema } from '@/lib/schemas/weight-sharing';
import type { ApiCall } from '../define';

export const logWeight = { method: 'post', path: '/api/WeightLog/log-weight', tag: 'WeightLog',
  summary: "Log a day's weight (a second log for the day replaces the first)",
  // Without accountId the caller's personal account, which its owner always administers.
  access: { capability: 'administerAccount', account: { in: 'body', name: 'accountId' }, denied: 'You may not log weight for this account' }, body: logWeightSchema,
  // An offline weigh-in may be sent twice: the Idempotency-Key header makes the repeat a no-op (decision 0029).
  idempotent: true,
  responses: {
    201: { description: 'A new day was logged', schema: logWeightResultSchema },
    200: { description: "The day's weight was replaced (`replaced: true`)", schema: logWeightResultSchema },
  }, errors: [400, 403, 404] } as const satisfies ApiCall;

export const listUserWeightLogs = { method: 'get', path: '/api/WeightLog/user/{userId}', tag: 'WeightLog',
  summary: "The caller's personal weight history, newest first",
  access: { self: 'userId', denied: "You may not read another user's weight logs" }, params: userIdParamsSchema,
  responses: { 200: { description: 'Weight history', schema: weightLogListSchema } }, errors: [400, 403] } as const satisfies ApiCall;

export const listOrganizationWeightLogs = { method: 'get', path: '/api/WeightLog/organization/{accountId}', tag: 'WeightLog',
  summary: "An organisation's weight logs (its admins only)",
  access: { capability: 'manageOrganization', account: { in: 'params', name: 'accountId' }, denied: "Only this organisation's admins may read its weight logs" }, params: accountIdParamsSchema,
  responses: { 200: { description: "The organisation's logs", schema: weightLogListSchema } }, errors: [400, 403, 404] } as const satisfies ApiCall;

// The SPEC §7 path above already answers the organisation's own logs (its dashboard's history),
// so its outcome figures live one level below it (issue 17 point 2, decision 0035).
export const getOrganizationProgress = { method: 'get', path: '/api/WeightLog/organization/{accountId}/progress', tag: 'WeightLog',
  summary: "An organisation's progress: members, active this week, pounds lost together, average % lost, shares who lost 3/5/10 %, its goal and a 12-week trend (its admins only; aggregate figures only, those about fewer than COALITION_MIN_GROUP_SIZE people suppressed)",
  access: { capability: 'readOrganizationProgress', account: { in: 'params', name: 'accountId' }, denied: "Only this organisation's admins may see its progress" }, params: accountIdParamsSchema,
  responses: { 200: { description: "The organisation's figures", schema: organizationProgressSchema } }, errors: [400, 403] } as const satisfies ApiCall;

export const listSharedWeights = { method: 'get', path: '/api/WeightLog/organization/{accountId}/shared-weights', tag: 'WeightLog',
  summary: "The starting and latest weights of the organisation's members who agreed to show them to its admins (its admins only; nobody else's weight)",
  access: { capability: 'readSharedWeights', account: { in: 'params', name: 'accountId' }, denied: "Only this organisation's admins may see its members' shared weights" }, params: accountIdParamsSchema,
  responses: { 200: { description: 'The members who agreed, by name', schema: sharedWeightsSchema } }, errors: [400, 403] } as const satisfies ApiCall;

export const getWeightLog = { method: 'get', path: '/api/WeightLog/{id}', tag: 'WeightLog',
  summary: 'One of your own entries',
  // Only the entry names its person and account: the service answers 404 for another person's.
  access: 'signedIn', params: weightLogIdParamsSchema,
  responses: { 200: { description: 'The entry', schema: weightLogEntrySchema } }, errors: [400, 403, 404] } as const satisfies ApiCall;

export const updateWeightLog = { method: 'put', path: '/api/WeightLog/{id}', tag: 'WeightLog',
  summary: 'Change the weight and/or the day of one of your own entries',
  // The entry names its account: the service checks administerAccount on it once it is read.
  access: 'signedIn', params: weightLogIdParamsSchema, body: updateWeightLogSchema, idempotent: true,
  responses: { 200: { description: 'The changed entry', schema: weightLogEntrySchema } }, errors: [400, 403, 404, 409] } as const satisfies ApiCall;

export const deleteWeightLog = { method: 'delete', path: '/api/WeightLog/{id}', tag: 'WeightLog',
  summary: 'Delete one of your own entries',
  access: 'signedIn', params: weightLogIdParamsSchema, idempotent: true,
  responses: { 204: { description: 'Deleted' } }, errors: [400, 403, 404] } as const satisfies ApiCall;

export const importWeights = { method: 'post', path: '/api/WeightLog/import', tag: 'WeightLog', perPerson: 'import',
  summary: "Import a weight history file (The Hacker's Diet Online, Libra, TrendWeight, openScale, our CSV export, or date,weight): `preview` stores nothing, `commit` stores every accepted day in one transaction",
  // As log-weight: the caller's personal account without accountId, else one they administer.
  access: { capability: 'administerAccount', account: { in: 'body', name: 'accountId' }, denied: 'You may not import weights into this account' }, body: importWeightsSchema,
  // One import at a time per person: a second one while the first runs answers 429 with Retry-After.
  rateLimited: true,
  responses: { 200: { description: 'What the file holds and, for a commit, what changed', schema: importAnswerSchema } }, errors: [400, 403, 404, 413, 422] } as const satisfies ApiCall;
