// Generated from src/lib/api/calls/weights.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { logWeight as call } from '@/lib/api/calls/weights';
import type { ApiRoute } from '../../client';

export const logWeight: ApiRoute<typeof call> = { method: 'post', path: '/api/WeightLog/log-weight' };
