import { NextResponse } from 'next/server';
import { videoParamsSchema } from '@/lib/schemas/media';
import { apiRoute } from '@/server/api/handler';
import { videoTitle } from '@/server/media/youtube';

/** The video's title (YouTube oEmbed), `{ title: 'Unknown Title', found: false }` when it cannot be had. */
export const GET = apiRoute({ auth: false, params: videoParamsSchema }, async ({ params }) => {
  const result = await videoTitle(params.videoId);
  return NextResponse.json(result, { headers: { 'cache-control': `public, max-age=${result.found ? 3600 : 300}` } });
});
