// Generated from src/lib/api/calls/weights.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { listSharedWeights as call } from '@/lib/api/calls/weights';
import type { ApiRoute } from '../../client';

export const listSharedWeights: ApiRoute<typeof call> = { method: 'get', path: '/api/WeightLog/organization/{accountId}/shared-weights' };
