'use client';

import { useEffect, useRef } from 'react';

/** The real embed, playing at once: it is only rendered after the viewer pressed play. */
export default function YouTubePlayer({ videoId, title }: { videoId: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The play button is gone: keyboard focus continues in the player that replaced it.
  useEffect(() => frame.current?.focus(), []);
  return (
    <iframe
      ref={frame}
      src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
      className="aspect-video w-full rounded-md border-0"
    />
  );
}
