/** The files of a zip archive, by name. */
export function unzip(buffer: Buffer): Map<string, Buffer>;
/** A failed browser test's steps and its pages' calls, in time order, from its Playwright trace: the last `limit` lines. */
export function traceTimeline(zipPath: string, limit?: number): string[];
