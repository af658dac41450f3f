'use client';

import { useQuery } from '@tanstack/react-query';
import { accountKeys, useApiSession } from '@/features/accounts/query-keys';
import { apiRequest } from '@/lib/api-client';
import type { Invitation } from '@/lib/schemas/accounts';

export function useMyInvitations() {
  const { token, status } = useApiSession();
  return useQuery({
    queryKey: accountKeys.invitations,
    queryFn: ({ signal }) => apiRequest<Invitation[]>('/api/Account/my-invitations', { token, signal }),
    enabled: status === 'authenticated' && Boolean(token),
  });
}
