// Generated from src/lib/api/calls/weights.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { importWeights as call } from '@/lib/api/calls/weights';
import type { ApiRoute } from '../../client';

export const importWeights: ApiRoute<typeof call> = { method: 'post', path: '/api/WeightLog/import' };
