// Generated from src/lib/api/calls/retention.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { keepAccount as call } from '@/lib/api/calls/retention';
import type { ApiRoute } from '../../client';

export const keepAccount: ApiRoute<typeof call> = { method: 'post', path: '/api/retention/keep-account' };
