// Generated from src/lib/api/calls/users.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { deleteAccount as call } from '@/lib/api/calls/users';
import type { ApiRoute } from '../../client';

export const deleteAccount: ApiRoute<typeof call> = { method: 'delete', path: '/api/User/{id}' };
