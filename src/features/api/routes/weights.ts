// Generated from src/lib/api/calls/weights.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type * as calls from '@/lib/api/calls/weights';
import type { ApiRoute } from '../client';

export const logWeight: ApiRoute<typeof calls.logWeight> = { method: 'post', path: '/api/WeightLog/log-weight' };
export const listUserWeightLogs: ApiRoute<typeof calls.listUserWeightLogs> = { method: 'get', path: '/api/WeightLog/user/{userId}' };
export const listOrganizationWeightLogs: ApiRoute<typeof calls.listOrganizationWeightLogs> = { method: 'get', path: '/api/WeightLog/organization/{accountId}' };
export const updateWeightLog: ApiRoute<typeof calls.updateWeightLog> = { method: 'put', path: '/api/WeightLog/{id}' };
export const deleteWeightLog: ApiRoute<typeof calls.deleteWeightLog> = { method: 'delete', path: '/api/WeightLog/{id}' };
