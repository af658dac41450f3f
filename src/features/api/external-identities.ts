'use client';

import { useCallback } from 'react';
import type * as calls from '@/lib/api/calls/auth';
import type { CallInput } from '@/lib/api/define';
import { callApi } from './client';
import { unlinkExternalIdentity } from './routes/auth/unlink-external-identity';
import { useApiSession } from './use-api-session';

export type ExternalProvider = CallInput<typeof calls.unlinkExternalIdentity>['params']['provider'];

/** Removes a linked sign-in provider from the signed-in user. */
export function useUnlinkExternalIdentity() {
  const { token } = useApiSession();
  return useCallback((provider: ExternalProvider) => callApi(unlinkExternalIdentity, { params: { provider } }, { token }), [token]);
}
