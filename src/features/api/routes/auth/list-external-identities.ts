// Generated from src/lib/api/calls/auth.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { listExternalIdentities as call } from '@/lib/api/calls/auth';
import type { ApiRoute } from '../../client';

export const listExternalIdentities: ApiRoute<typeof call> = { method: 'get', path: '/api/Auth/external-identities' };
