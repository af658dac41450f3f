import { z } from 'zod';

/** What the browser reports to POST /api/logError when the UI crashes or a promise is left rejected. */
export const clientErrorSchema = z.object({
  error: z.union([
    z.string().max(2_000),
    z.object({
      name: z.string().max(200).optional(),
      message: z.string().max(2_000),
      stack: z.string().max(10_000).optional(),
      digest: z.string().max(200).optional(),
    }),
  ]),
  errorInfo: z
    .object({
      source: z.enum(['boundary', 'global-error', 'window-error', 'unhandled-rejection']),
      componentStack: z.string().max(10_000).optional(),
      url: z.string().max(2_000).optional(),
    })
    .optional(),
});
export type ClientError = z.infer<typeof clientErrorSchema>;

/**
 * The most of each text a logged report keeps (characters); longer text is cut and ends in "…".
 * A report is at most about 10 KB in the log, and an address sends at most 20 a minute.
 */
export const LOGGED_TEXT_LIMITS = { name: 100, message: 1_000, stack: 4_000, digest: 100, componentStack: 4_000, url: 500, userAgent: 300 } as const;

export function cutText(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

function cutOptional(text: string | undefined, limit: number): string | undefined {
  return text === undefined ? undefined : cutText(text, limit);
}

/** The report as it is logged: every text within LOGGED_TEXT_LIMITS. */
export function capClientError(report: ClientError): ClientError {
  const L = LOGGED_TEXT_LIMITS;
  const error =
    typeof report.error === 'string'
      ? cutText(report.error, L.message)
      : {
          name: cutOptional(report.error.name, L.name),
          message: cutText(report.error.message, L.message),
          stack: cutOptional(report.error.stack, L.stack),
          digest: cutOptional(report.error.digest, L.digest),
        };
  const errorInfo = report.errorInfo && {
    source: report.errorInfo.source,
    componentStack: cutOptional(report.errorInfo.componentStack, L.componentStack),
    url: cutOptional(report.errorInfo.url, L.url),
  };
  return { error, ...(errorInfo ? { errorInfo } : {}) };
}
