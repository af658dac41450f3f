// Generated from src/lib/api/calls/auth.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { forgotPassword as call } from '@/lib/api/calls/auth';
import type { ApiRoute } from '../../client';

export const forgotPassword: ApiRoute<typeof call> = { method: 'post', path: '/api/Auth/forgot-password' };
