// Generated from src/lib/api/calls/weights.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { deleteWeightLog as call } from '@/lib/api/calls/weights';
import type { ApiRoute } from '../../client';

export const deleteWeightLog: ApiRoute<typeof call> = { method: 'delete', path: '/api/WeightLog/{id}' };
