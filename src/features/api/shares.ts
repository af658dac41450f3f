'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShareInput, ShareLink } from '@/lib/schemas/shares';
import { callApi } from './client';
import { sharesKeys } from './query-keys/shares';
import { createShare } from './routes/shares/create-share';
import { listShares } from './routes/shares/list-shares';
import { revokeShare } from './routes/shares/revoke-share';
import { useApiQuery } from './use-api-query';
import { useApiSession } from './use-api-session';

/** GET /api/Share: the person's live share links, newest first. */
export function useShareLinks() {
  return useApiQuery(sharesKeys.mine, listShares, {});
}

/** POST /api/Share; one key per click, so a resent request makes no second link. */
export function useCreateShareLink() {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateShareInput) => callApi(createShare, { body: input }, { token, idempotencyKey: crypto.randomUUID() }),
    onSuccess: (link) => queryClient.setQueryData<ShareLink[]>(sharesKeys.mine, (links) => [link, ...(links ?? []).filter((l) => l.id !== link.id)]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharesKeys.all }),
  });
}

/** DELETE /api/Share/{id}: the page and its image answer 404 from then on. */
export function useRevokeShareLink() {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(revokeShare, { params: { id } }, { token }),
    onSuccess: (_, id) => queryClient.setQueryData<ShareLink[]>(sharesKeys.mine, (links) => links?.filter((l) => l.id !== id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharesKeys.all }),
  });
}
