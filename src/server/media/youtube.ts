import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/env';
import { VIDEO_TITLE_MAX_LENGTH } from '@/lib/schemas/bounds';
import { UNKNOWN_TITLE, type VideoTitle } from '@/lib/schemas/media';
import { logger } from '@/server/logger';
import { timedCache } from './timed-cache';

const FOUND_TTL_MS = 24 * 60 * 60_000;
/** A failure is remembered briefly, so a down upstream is not asked on every page view. */
const MISS_TTL_MS = 5 * 60_000;
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type Thumbnail = { bytes: Buffer; contentType: string; found: boolean };

const titles = timedCache<VideoTitle>(500);
const thumbnails = timedCache<Thumbnail>(200);
let placeholder: Promise<Buffer> | undefined;

async function upstream(url: string): Promise<Response | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(env().mediaTimeoutMs), cache: 'no-store' });
    return response.ok ? response : null;
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error), url }, 'media upstream failed');
    return null;
  }
}

/** The video's title from YouTube's oEmbed, or 'Unknown Title'. */
export async function videoTitle(videoId: string): Promise<VideoTitle> {
  const cached = titles.get(videoId);
  if (cached) return cached;
  const watchUrl = `https://www.youtube.com/watch?v=${videoId}`;
  const response = await upstream(`${env().youtubeOembedUrl}?format=json&url=${encodeURIComponent(watchUrl)}`);
  const body = (await response?.json().catch(() => null)) as { title?: unknown } | null;
  const result =
    typeof body?.title === 'string' && body.title.trim()
      ? { title: body.title.trim().slice(0, VIDEO_TITLE_MAX_LENGTH), found: true }
      : { title: UNKNOWN_TITLE, found: false };
  titles.set(videoId, result, result.found ? FOUND_TTL_MS : MISS_TTL_MS);
  return result;
}

/** The 500×500 image served when no thumbnail can be had. */
export function placeholderImage(): Promise<Buffer> {
  placeholder ??= readFile(path.join(process.cwd(), 'public', 'media-placeholder.png'));
  return placeholder;
}

/** The video's thumbnail image, or the placeholder. */
export async function videoThumbnail(videoId: string): Promise<Thumbnail> {
  const cached = thumbnails.get(videoId);
  if (cached) return cached;
  const response = await upstream(`${env().youtubeThumbnailUrl}/vi/${videoId}/hqdefault.jpg`);
  const contentType = response?.headers.get('content-type') ?? '';
  let result: Thumbnail | null = null;
  if (response && /^image\/(jpeg|png|webp)$/.test(contentType.split(';')[0]!.trim())) {
    const bytes = Buffer.from(await response.arrayBuffer().catch(() => new ArrayBuffer(0)));
    if (bytes.length > 0 && bytes.length <= MAX_IMAGE_BYTES) result = { bytes, contentType: contentType.split(';')[0]!.trim(), found: true };
  }
  result ??= { bytes: await placeholderImage(), contentType: 'image/png', found: false };
  thumbnails.set(videoId, result, result.found ? FOUND_TTL_MS : MISS_TTL_MS);
  return result;
}
