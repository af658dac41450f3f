// Generated from src/lib/api/calls/coalition.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { getCoalitionOutcomes as call } from '@/lib/api/calls/coalition';
import type { ApiRoute } from '../../client';

export const getCoalitionOutcomes: ApiRoute<typeof call> = { method: 'get', path: '/api/Coalition/outcomes' };
