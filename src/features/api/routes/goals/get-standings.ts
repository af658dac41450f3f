// Generated from src/lib/api/calls/goals.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { getStandings as call } from '@/lib/api/calls/goals';
import type { ApiRoute } from '../../client';

export const getStandings: ApiRoute<typeof call> = { method: 'get', path: '/api/CommunityProgress/standings' };
