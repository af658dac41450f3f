// Generated from src/lib/api/calls/users.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { updatePreferences as call } from '@/lib/api/calls/users';
import type { ApiRoute } from '../../client';

export const updatePreferences: ApiRoute<typeof call> = { method: 'put', path: '/api/User/{id}/preferences' };
