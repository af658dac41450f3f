// Generated from src/lib/api/calls/users.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { updatePreferences as call } from '@/lib/api/calls/users';
import type { ApiRoute } from '../../client';

export const updatePreferences: ApiRoute<typeof call> = { method: 'put', path: '/api/User/{id}/preferences' };
