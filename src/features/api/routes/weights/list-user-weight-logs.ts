// Generated from src/lib/api/calls/weights.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { listUserWeightLogs as call } from '@/lib/api/calls/weights';
import type { ApiRoute } from '../../client';

export const listUserWeightLogs: ApiRoute<typeof call> = { method: 'get', path: '/api/WeightLog/user/{userId}' };
