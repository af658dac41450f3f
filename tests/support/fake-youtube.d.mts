export const KNOWN_VIDEOS: Record<string, string>;
export function startFakeYoutube(port?: number, host?: string): Promise<{ url: string; requests: string[]; close: () => Promise<void> }>;
