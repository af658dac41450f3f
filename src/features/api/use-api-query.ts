'use client';

import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ApiCall, CallAnswer, CallInput } from '@/lib/api/define';
import { callApi, type ApiRoute } from './client';
import { useApiSession } from './use-api-session';

/**
 * A signed-in read: the call by its route, cached under `queryKey`, sent once the session has a
 * token. `initialData` is the server's answer when the page was rendered, if it gave one.
 */
export function useApiQuery<C extends ApiCall>(queryKey: QueryKey, route: ApiRoute<C>, input: CallInput<C>, initialData?: CallAnswer<C>) {
  const { token } = useApiSession();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => callApi(route, input, { token, signal }),
    enabled: Boolean(token),
    initialData,
  });
}
