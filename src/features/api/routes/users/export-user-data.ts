// Generated from src/lib/api/calls/users.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { exportUserData as call } from '@/lib/api/calls/users';
import type { ApiRoute } from '../../client';

export const exportUserData: ApiRoute<typeof call> = { method: 'get', path: '/api/User/{id}/export' };
