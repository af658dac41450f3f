'use client';

/** The real embed, playing at once: it is only rendered after the viewer pressed play. */
export default function YouTubePlayer({ videoId, title }: { videoId: string; title: string }) {
  return (
    <iframe
      src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
      className="aspect-video w-full rounded-md border-0"
    />
  );
}
