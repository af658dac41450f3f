'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from './client';
import { refresh, refreshAfter } from './refresh';
import { confirmEmailChange } from './routes/auth/confirm-email-change';
import { undoEmailChange } from './routes/auth/undo-email-change';

/** Spends an email-change link's token (confirm: the new address; undo: the old one), then the profile shows the outcome. */
export function useEmailChangeLink(kind: 'confirm' | 'undo') {
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string) => {
      const input = { body: { token } };
      const result = await (kind === 'confirm' ? callApi(confirmEmailChange, input) : callApi(undoEmailChange, input));
      await refresh(queryClient, refreshAfter.emailChange);
      return result;
    },
    [kind, queryClient],
  );
}
