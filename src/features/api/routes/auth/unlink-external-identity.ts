// Generated from src/lib/api/calls/auth.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { unlinkExternalIdentity as call } from '@/lib/api/calls/auth';
import type { ApiRoute } from '../../client';

export const unlinkExternalIdentity: ApiRoute<typeof call> = { method: 'delete', path: '/api/Auth/external-identities/{provider}' };
