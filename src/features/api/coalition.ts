'use client';

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CoalitionOutcomes } from '@/lib/schemas/coalition';
import { apiErrorOf, callApi, urlOf } from './client';
import { coalitionKeys } from './query-keys/coalition';
import { getCoalitionOutcomes } from './routes/coalition/get-coalition-outcomes';
import { useApiSession } from './use-api-session';

/** The coalition's outcome figures, for its Admin; everyone else gets a 403. */
export function useCoalitionOutcomes(organizationId: string | null, range: { from: string; to: string } | null = null) {
  const { token } = useApiSession();
  return useQuery({
    queryKey: coalitionKeys.outcomes(organizationId, range),
    // The call answers JSON or a CSV file (its definition lists both media types), so its typed
    // answer is unknown to the client: the JSON is coalitionOutcomesSchema's.
    queryFn: async ({ signal }) =>
      (await callApi(
        getCoalitionOutcomes,
        { query: { organizationId: organizationId ?? undefined, ...range } },
        { token, signal },
      )) as unknown as CoalitionOutcomes,
    enabled: Boolean(token),
    // Switching organisation keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** How long the browser keeps a downloaded file's object URL: long enough for the save to start. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * The CSV for grant reports. The call needs the bearer token, which a plain link cannot send: the
 * file is fetched, then saved under the server's name (as the personal export, ./export.ts).
 */
export function useDownloadCoalitionCsv() {
  const { token } = useApiSession();
  return useMutation({
    mutationFn: async ({ organizationId, range }: { organizationId: string | null; range: { from: string; to: string } | null }) => {
      const url = urlOf(getCoalitionOutcomes, { query: { organizationId: organizationId ?? undefined, format: 'csv', ...range } });
      const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw apiErrorOf(response, await response.json().catch(() => null));
      const objectUrl = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'coalition-outcomes.csv';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
    },
  });
}
