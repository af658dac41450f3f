// Generated from src/lib/api/calls/milestones.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { listMilestones as call } from '@/lib/api/calls/milestones';
import type { ApiRoute } from '../../client';

export const listMilestones: ApiRoute<typeof call> = { method: 'get', path: '/api/Milestone' };
