'use client';

import { milestonesKeys } from './query-keys/milestones';
import { listMilestones } from './routes/milestones/list-milestones';
import { useApiQuery } from './use-api-query';

/** GET /api/Milestone: the person's achievements, newest first. */
export function useMilestones() {
  return useApiQuery(milestonesKeys.mine, listMilestones, {});
}
