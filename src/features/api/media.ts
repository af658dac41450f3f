'use client';

import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';
import { videoTitleKeys } from './query-keys/video-title';
import { videoTitle } from './routes/shell/video-title';

/** A YouTube video's title (anonymous; a title does not change, so it is fetched once). */
export function useVideoTitle(videoId: string) {
  return useQuery({
    queryKey: videoTitleKeys.one(videoId),
    queryFn: ({ signal }) => callApi(videoTitle, { params: { videoId } }, { signal }),
    staleTime: Infinity,
  });
}
