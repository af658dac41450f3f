// Generated from src/lib/api/calls/weights.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { listSharedWeights as call } from '@/lib/api/calls/weights';
import type { ApiRoute } from '../../client';

export const listSharedWeights: ApiRoute<typeof call> = { method: 'get', path: '/api/WeightLog/organization/{accountId}/shared-weights' };
