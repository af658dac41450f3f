'use client';

import { weightLogsKeys } from './query-keys/weight-logs';
import { getOrganizationProgress } from './routes/weights/get-organization-progress';
import { useApiQuery } from './use-api-query';

/** An organisation's outcome figures, for its admins. */
export function useOrganizationProgress(accountId: string) {
  return useApiQuery(weightLogsKeys.organizationProgress(accountId), getOrganizationProgress, { params: { accountId } });
}
