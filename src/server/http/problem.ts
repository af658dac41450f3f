import 'server-only';
import type { ServerResponse } from 'node:http';
import { AppError, INTERNAL_PROBLEM, RETRY_AFTER_SECONDS, problemOf, type AppErrorCode } from '@/server/errors';

/** The problem+json answer of an AppError code, as bytes and headers: the same body the API handler writes. */
export function problemAnswer(code: AppErrorCode, detail: string, extraHeaders: Record<string, string> = {}) {
  const problem = problemOf(new AppError(code, detail));
  const body = JSON.stringify(problem);
  const headers: Record<string, string> = {
    'content-type': 'application/problem+json',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    ...(problem.status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
    ...extraHeaders,
  };
  return { status: problem.status, body, headers };
}

/** Answers a request with problem+json from the server itself (no framework code runs). */
export function writeProblem(res: ServerResponse, code: AppErrorCode, detail: string, extraHeaders: Record<string, string> = {}): void {
  const answer = problemAnswer(code, detail, extraHeaders);
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

/** A defect: logged by the caller, answered without details. */
export function writeInternalProblem(res: ServerResponse): void {
  const body = JSON.stringify(INTERNAL_PROBLEM);
  res.writeHead(500, { 'content-type': 'application/problem+json', 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}
