// Generated from src/lib/api/calls/accounts.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { getStandingsSetting as call } from '@/lib/api/calls/accounts';
import type { ApiRoute } from '../../client';

export const getStandingsSetting: ApiRoute<typeof call> = { method: 'get', path: '/api/Account/{accountId}/standings' };
