// Generated from src/lib/api/calls/coalition.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { getCoalitionOutcomes as call } from '@/lib/api/calls/coalition';
import type { ApiRoute } from '../../client';

export const getCoalitionOutcomes: ApiRoute<typeof call> = { method: 'get', path: '/api/Coalition/outcomes' };
