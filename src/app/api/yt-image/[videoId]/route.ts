import { videoThumbnail as call } from '@/lib/api/calls/shell';
import { nextRoute } from '@/server/api/next-route';
import { videoThumbnail } from '@/server/media/youtube';

/** The video's thumbnail, or a 500×500 placeholder; Next's image optimizer reads it in-process and resizes it. */
export const GET = nextRoute(call, async ({ params }) => {
  const image = await videoThumbnail(params.videoId);
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      'content-type': image.contentType,
      'cache-control': `public, max-age=${image.found ? 86_400 : 300}`,
      'x-thumbnail': image.found ? 'upstream' : 'placeholder',
    },
  });
});
