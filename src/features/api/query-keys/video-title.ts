import type { Keys } from './keys';

export const videoTitleKeys = { one: (videoId: string) => ['yt-title', videoId] } as const satisfies Keys;
