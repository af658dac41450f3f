import 'server-only';
import type { ServerResponse } from 'node:http';
import { env } from '@/env';
import { AppError, INTERNAL_PROBLEM, RETRY_AFTER_SECONDS, problemOf, type AppErrorCode } from '@/server/errors';
import { apiSecurityHeaders, isHttpsOrigin } from './security-headers';

let answerHeaders: Record<string, string> | undefined;

/** The security headers of every answer the server writes itself. */
export function serverAnswerHeaders(): Record<string, string> {
  answerHeaders ??= apiSecurityHeaders({ https: isHttpsOrigin(env().appUrl) });
  return answerHeaders;
}

/** The problem+json answer of an AppError code, as bytes and headers: the same body the API handler writes. */
export function problemAnswer(code: AppErrorCode, detail: string, extraHeaders: Record<string, string> = {}) {
  const problem = problemOf(new AppError(code, detail));
  const body = JSON.stringify(problem);
  const headers: Record<string, string> = {
    ...serverAnswerHeaders(),
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
  res.writeHead(500, { ...serverAnswerHeaders(), 'content-type': 'application/problem+json', 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}
