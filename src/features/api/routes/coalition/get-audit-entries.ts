// Generated from src/lib/api/calls/coalition.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { getAuditEntries as call } from '@/lib/api/calls/coalition';
import type { ApiRoute } from '../../client';

export const getAuditEntries: ApiRoute<typeof call> = { method: 'get', path: '/api/Coalition/audit' };
