// Generated from src/lib/api/calls/auth.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { verifyEmail as call } from '@/lib/api/calls/auth';
import type { ApiRoute } from '../../client';

export const verifyEmail: ApiRoute<typeof call> = { method: 'post', path: '/api/Auth/verify-email' };
