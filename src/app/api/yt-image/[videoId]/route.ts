import { videoParamsSchema } from '@/lib/schemas/media';
import { apiRoute } from '@/server/api/handler';
import { videoThumbnail } from '@/server/media/youtube';

/** The video's thumbnail, or a 500×500 placeholder; Next's image optimizer resizes it. */
export const GET = apiRoute({ auth: false, params: videoParamsSchema }, async ({ params }) => {
  const image = await videoThumbnail(params.videoId);
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      'content-type': image.contentType,
      'cache-control': `public, max-age=${image.found ? 86_400 : 300}`,
      'x-thumbnail': image.found ? 'upstream' : 'placeholder',
    },
  });
});
