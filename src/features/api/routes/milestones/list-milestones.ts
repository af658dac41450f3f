// Generated from src/lib/api/calls/milestones.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { listMilestones as call } from '@/lib/api/calls/milestones';
import type { ApiRoute } from '../../client';

export const listMilestones: ApiRoute<typeof call> = { method: 'get', path: '/api/Milestone' };
