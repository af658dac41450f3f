// Generated from src/lib/api/calls/shares.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { listShares as call } from '@/lib/api/calls/shares';
import type { ApiRoute } from '../../client';

export const listShares: ApiRoute<typeof call> = { method: 'get', path: '/api/Share' };
