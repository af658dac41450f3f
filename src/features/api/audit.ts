'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEntries, AuditEntriesQuery } from '@/lib/schemas/audit';
import { apiErrorOf, callApi, urlOf } from './client';
import { coalitionKeys } from './query-keys/coalition';
import { getAuditEntries } from './routes/coalition/get-audit-entries';
import { useApiSession } from './use-api-session';

/** The filters the screen sends: every one optional, as the call takes them. */
export type AuditFilters = Partial<Pick<AuditEntriesQuery, 'action' | 'outcome' | 'actorEmail' | 'organizationId' | 'from' | 'to'>>;

export const AUDIT_SCREEN_PAGE_SIZE = 25;

/** One page of the audit record, for the coalition's Admin; everyone else gets a 403. */
export function useAuditEntries(filters: AuditFilters, page: number) {
  const { token } = useApiSession();
  const query = { ...filters, page, pageSize: AUDIT_SCREEN_PAGE_SIZE };
  return useQuery({
    queryKey: coalitionKeys.auditPage(query),
    // The call answers JSON or a CSV file (both media types in its definition): the JSON is auditEntriesSchema's.
    queryFn: async ({ signal }) => (await callApi(getAuditEntries, { query }, { token, signal })) as unknown as AuditEntries,
    enabled: Boolean(token),
    // Paging and filtering keep the last page on screen until the next arrives.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** How long the browser keeps a downloaded file's object URL: long enough for the save to start. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * The filtered record as CSV. The call needs the bearer token, which a plain link cannot send:
 * the file is fetched, then saved under the server's name. The download is itself an entry, so
 * the pages shown are refreshed after it.
 */
export function useDownloadAuditCsv() {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (filters: AuditFilters) => {
      const response = await fetch(urlOf(getAuditEntries, { query: { ...filters, format: 'csv' } }), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw apiErrorOf(response, await response.json().catch(() => null));
      const objectUrl = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'audit-record.csv';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: coalitionKeys.audit }),
  });
}
