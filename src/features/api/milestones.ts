'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';
import { milestonesKeys } from './query-keys/milestones';
import { listMilestones } from './routes/milestones/list-milestones';
import { useApiSession } from './use-api-session';

/** GET /api/Milestone: the person's achievements, newest first. */
export function useMilestones() {
  const { token } = useApiSession();
  return useQuery({
    queryKey: milestonesKeys.mine,
    queryFn: ({ signal }) => callApi(listMilestones, {}, { token, signal }),
    enabled: Boolean(token),
  });
}
