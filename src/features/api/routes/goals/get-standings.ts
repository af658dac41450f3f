// Generated from src/lib/api/calls/goals.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { getStandings as call } from '@/lib/api/calls/goals';
import type { ApiRoute } from '../../client';

export const getStandings: ApiRoute<typeof call> = { method: 'get', path: '/api/CommunityProgress/standings' };
