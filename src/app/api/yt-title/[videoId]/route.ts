import { NextResponse } from 'next/server';
import { videoTitle as call } from '@/lib/api/calls/shell';
import { nextRoute } from '@/server/api/next-route';
import { videoTitle } from '@/server/media/youtube';

/** The video's title (YouTube oEmbed), `{ title: 'Unknown Title', found: false }` when it cannot be had. */
export const GET = nextRoute(call, async ({ params }) => {
  const result = await videoTitle(params.videoId);
  return NextResponse.json(result, { headers: { 'cache-control': `public, max-age=${result.found ? 3600 : 300}` } });
});
