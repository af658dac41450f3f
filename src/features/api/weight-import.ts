'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { CallAnswer, CallInput } from '@/lib/api/define';
import type { importWeights as importCall } from '@/lib/api/calls/weights';
import { ApiError, urlOf, type Problem } from './client';
import { importWeights } from './routes/weights/import-weights';
import { useApiSession } from './use-api-session';
import { communityProgressKeys } from './query-keys/community-progress';
import { milestonesKeys } from './query-keys/milestones';
import { weightLogsKeys } from './query-keys/weight-logs';

export type ImportRequest = CallInput<typeof importCall>['body'];
export type ImportAnswer = CallAnswer<typeof importCall>;
/** Where a request stands: the share of the file sent (0 to 1), then the server at work. */
export type ImportProgress = { phase: 'idle' } | { phase: 'uploading'; sent: number } | { phase: 'working' };

/**
 * POST /api/WeightLog/import over XMLHttpRequest, not fetch: only XHR reports how much of a large
 * file has been sent, which the progress bar shows.
 */
function sendImport(body: ImportRequest, token: string | undefined, onProgress: (progress: ImportProgress) => void): Promise<ImportAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlOf(importWeights, {}));
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress({ phase: 'uploading', sent: event.lengthComputable && event.total > 0 ? event.loaded / event.total : 0 });
    xhr.upload.onload = () => onProgress({ phase: 'working' });
    xhr.onerror = () => reject(new ApiError({ type: 'about:blank', title: 'Network error', status: 0 }));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as ImportAnswer);
      else {
        const problem = (payload ?? {}) as Partial<Problem>;
        reject(
          new ApiError({
            type: problem.type ?? 'about:blank',
            title: problem.title ?? xhr.statusText,
            status: xhr.status,
            detail: problem.detail,
            errors: problem.errors,
          }),
        );
      }
    };
    onProgress({ phase: 'uploading', sent: 0 });
    xhr.send(JSON.stringify(body));
  });
}

/** The import's two steps with their progress; a commit refreshes the history, streaks and community total. */
export function useWeightImport() {
  const { token } = useApiSession();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress>({ phase: 'idle' });
  const run = useCallback(
    async (body: ImportRequest) => {
      try {
        const answer = await sendImport(body, token, setProgress);
        // The history, its streaks and the community total all moved.
        if (body.step === 'commit')
          await Promise.all([weightLogsKeys.all, communityProgressKeys.all, milestonesKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        return answer;
      } finally {
        setProgress({ phase: 'idle' });
      }
    },
    [token, queryClient],
  );
  return { run, progress, busy: progress.phase !== 'idle' };
}
