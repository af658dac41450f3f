/** Only same-site paths may be a post-sign-in destination (no open redirect). */
export function safeCallbackPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}
