// Generated from src/lib/api/calls/accounts.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { setShareWeights as call } from '@/lib/api/calls/accounts';
import type { ApiRoute } from '../../client';

export const setShareWeights: ApiRoute<typeof call> = { method: 'put', path: '/api/Account/{accountId}/users/{userId}/share-weights' };
