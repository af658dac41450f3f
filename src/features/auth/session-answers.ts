import type { Session } from 'next-auth';
import { SESSION_MARK_COOKIE, sessionMarkValue } from '@/lib/offline/session-mark';

/**
 * What the browser does with the answers of /api/auth/session, whoever asked (next-auth's
 * provider, signIn, signOut, update, or a reconnection): each answer keeps the session mark in step,
 * and a request that gets no answer is answered with the last session, so that next-auth keeps it.
 */

export const SESSION_PATH = '/api/auth/session';

/** The last session this tab knew: the server's at first render, then each answer's. */
let lastSession: Session | null | undefined;

export function knowSession(session: Session | null): void {
  lastSession = session;
}

/**
 * Keeps the session mark in step with the server's answer about the session: the person and the
 * session's end time, with the same expiry as the session cookie the answer set, so that clearing
 * cookies or the session's end removes both. Only answers of /api/auth/session write it: a page
 * opened from the worker's copy carries an old session, and must not bring back a mark the browser
 * has dropped.
 */
export function keepSessionMark(session: Session | null): void {
  const personId = session?.user?.id;
  const endsAt = session?.expires ? Date.parse(session.expires) : NaN;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = personId && Number.isFinite(endsAt) ? sessionMarkValue(personId, endsAt) : '';
  const expires = value ? new Date(endsAt).toUTCString() : new Date(0).toUTCString();
  document.cookie = `${SESSION_MARK_COOKIE}=${value}; Path=/; Expires=${expires}; SameSite=Strict${secure}`;
}

const isSessionRequest = (input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, window.location.href).pathname === SESSION_PATH;
};

/** The session in an answer of /api/auth/session (an empty object means signed out). */
async function sessionIn(response: Response): Promise<Session | null> {
  const data = (await response.clone().json()) as Session | Record<string, never>;
  return Object.keys(data).length > 0 ? (data as Session) : null;
}

/**
 * The session check that writes a mark this page's first load did not have (the first page after a
 * sign-in sent before next-auth's provider had loaded): settles once it has answered.
 */
let markAfterLoad: Promise<unknown> | undefined;

/** Writes the missing mark from a session check now (see markAfterLoad). */
export function markSessionAfterLoad(): void {
  markAfterLoad = fetchSessionOrThrow().catch(() => undefined);
}

/** The check that wrote this page's mark after its load, or undefined when the load had its mark. */
export function sessionMarkedAfterLoad(): Promise<unknown> | undefined {
  return markAfterLoad;
}

/** The page's fetch (before the wrapper below), which rejects when no answer came. */
let plainFetch: typeof fetch | undefined;

/**
 * GET /api/auth/session now (the server refreshes an access token that expired offline): rejects,
 * and changes nothing, while there is still no connection.
 */
export async function fetchSessionOrThrow(): Promise<Session | null> {
  const response = await (plainFetch ?? fetch)(SESSION_PATH, { headers: { 'Content-Type': 'application/json' } });
  if (!response.ok) throw new Error(`session answered ${response.status}`);
  const session = await sessionIn(response);
  knowSession(session);
  keepSessionMark(session);
  return session;
}

/**
 * Rejects when next-auth's providers request gets no answer at all (no connection); any answer,
 * a failed one too, is next-auth's to handle (its error page).
 */
export async function fetchProvidersOrThrow(): Promise<void> {
  await (plainFetch ?? fetch)('/api/auth/providers', { headers: { 'Content-Type': 'application/json' } });
}

/** next-auth's client log (SPEC §7 `_log`) of the failure it no longer sees: the console, then a beacon. */
function logNoAnswer(error: TypeError): void {
  console.error('[next-auth][error][CLIENT_FETCH_ERROR]', { error, url: SESSION_PATH });
  const body = new URLSearchParams({ level: 'error', code: 'CLIENT_FETCH_ERROR', message: error.message, url: SESSION_PATH, client: 'true' });
  try {
    if (navigator.sendBeacon) navigator.sendBeacon('/api/auth/_log', body);
    else void fetch('/api/auth/_log', { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // logging must never break the page
  }
}

/** Wraps the page's fetch once, for /api/auth/session only. */
export function watchSessionAnswers(): void {
  if (plainFetch || typeof window === 'undefined') return;
  const original = window.fetch.bind(window);
  plainFetch = original;
  window.fetch = async (input, init) => {
    if (!isSessionRequest(input)) return original(input, init);
    let response: Response;
    try {
      response = await original(input, init);
    } catch (error) {
      // next-auth answers null to a request without an answer, which would sign the tab out: a
      // lost connection is not a sign-out, and must not send a page offline to the sign-in page.
      if (!(error instanceof TypeError) || lastSession === undefined) throw error;
      logNoAnswer(error);
      return new Response(JSON.stringify(lastSession ?? {}), { headers: { 'Content-Type': 'application/json' } });
    }
    if (response.ok) {
      const session = await sessionIn(response).catch(() => undefined);
      if (session !== undefined) {
        knowSession(session);
        keepSessionMark(session);
      }
    }
    return response;
  };
}
