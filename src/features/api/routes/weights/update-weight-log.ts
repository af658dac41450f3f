// Generated from src/lib/api/calls/weights.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { updateWeightLog as call } from '@/lib/api/calls/weights';
import type { ApiRoute } from '../../client';

export const updateWeightLog: ApiRoute<typeof call> = { method: 'put', path: '/api/WeightLog/{id}' };
