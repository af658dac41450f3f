'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';
import { weightLogsKeys } from './query-keys/weight-logs';
import { getOrganizationProgress } from './routes/weights/get-organization-progress';
import { useApiSession } from './use-api-session';

/** An organisation's outcome figures, for its admins. */
export function useOrganizationProgress(accountId: string) {
  const { token } = useApiSession();
  return useQuery({
    queryKey: weightLogsKeys.organizationProgress(accountId),
    queryFn: ({ signal }) => callApi(getOrganizationProgress, { params: { accountId } }, { token, signal }),
    enabled: Boolean(token),
  });
}
