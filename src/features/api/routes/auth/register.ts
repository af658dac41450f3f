// Generated from src/lib/api/calls/auth.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { register as call } from '@/lib/api/calls/auth';
import type { ApiRoute } from '../../client';

export const register: ApiRoute<typeof call> = { method: 'post', path: '/api/Auth/register' };
