// Generated from src/lib/api/calls/auth.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { confirmEmailChange as call } from '@/lib/api/calls/auth';
import type { ApiRoute } from '../../client';

export const confirmEmailChange: ApiRoute<typeof call> = { method: 'post', path: '/api/Auth/confirm-email-change' };
