// Generated from src/lib/api/calls/weights.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { getOrganizationProgress as call } from '@/lib/api/calls/weights';
import type { ApiRoute } from '../../client';

export const getOrganizationProgress: ApiRoute<typeof call> = { method: 'get', path: '/api/WeightLog/organization/{accountId}/progress' };
