'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState, type ImgHTMLAttributes } from 'react';
import { useVideoTitle } from '@/features/api/media';

// The player loads only once someone has agreed to play: nothing from YouTube before consent.
const YouTubePlayer = lazy(() => import('./youtube-player'));

/**
 * A YouTube video behind a consent step: thumbnail, consent text and title first; the real embed
 * on play. The thumbnail's <img> props (optimizer URLs, 560 px) come from the server's
 * `getImageProps`, so next/image's client component is not loaded for it.
 */
export function ConsentVideo({ videoId, thumbnail }: { videoId: string; thumbnail: ImgHTMLAttributes<HTMLImageElement> }) {
  const t = useTranslations('Video');
  const [playing, setPlaying] = useState(false);
  const title = useVideoTitle(videoId);
  const shownTitle = title.data?.found ? title.data.title : title.isPending ? t('loadingTitle') : t('unknownTitle');

  return (
    <figure className="clear-both my-6 w-full max-w-[560px]">
      {playing ? (
        <Suspense fallback={<div className="aspect-video w-full rounded-md bg-slate-200" />}>
          <YouTubePlayer videoId={videoId} title={shownTitle} />
        </Suspense>
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={t('play', { title: shownTitle })}
          className="group relative block aspect-video w-full overflow-hidden rounded-md bg-slate-900"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- next/image's props from the server */}
          <img {...thumbnail} alt="" />
          <span
            aria-hidden="true"
            className="absolute inset-0 m-auto flex h-14 w-20 items-center justify-center rounded-xl bg-red-700 text-white group-focus-visible:ring-4"
          >
            <svg viewBox="0 0 24 24" className="h-8 w-8" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
        </button>
      )}
      <figcaption className="mt-2 text-sm">
        <span className="block font-semibold">{shownTitle}</span>
        {playing ? null : <span className="block text-slate-700">{t('consent')}</span>}
      </figcaption>
    </figure>
  );
}
