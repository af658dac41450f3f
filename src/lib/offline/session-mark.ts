// The session mark: a cookie that says, to the page and to the service worker, which person this
// browser's session belongs to and when it ends. The session cookie itself is
// HttpOnly, so neither can read it; the mark lives and dies with it (same end time; cleared cookies
// clear both), and offline data is shown only while it names the person the data belongs to.
// No imports: this module is bundled into the service worker and inlined into the page's guard.

export const SESSION_MARK_COOKIE = 'cwt-session';

export type SessionMark = { personId: string; endsAt: number };

/** The cookie's value: `<person id>.<end time in ms since the epoch>`. Not a secret: it opens nothing. */
export function sessionMarkValue(personId: string, endsAt: number): string {
  return `${personId}.${endsAt}`;
}

export function parseSessionMark(value: string | null | undefined): SessionMark | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,15})$/.exec(value ?? '');
  return match ? { personId: match[1]!, endsAt: Number(match[2]) } : null;
}

/** The mark in a `document.cookie` string, or null when there is none. */
export function sessionMarkIn(cookies: string): SessionMark | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_MARK_COOKIE) return parseSessionMark(decodeURIComponent(value.join('=')));
  }
  return null;
}

/**
 * Whether data kept for `personId`, by a session that ends at `keptUntil`, may be shown now: only
 * while this browser's session (its mark) is that person's and neither end time has passed. No
 * mark (cookies cleared, the session expired or signed out) shows nothing.
 */
export function mayShowOffline(mark: SessionMark | null, personId: string | null | undefined, keptUntil: number | null | undefined, now: number): boolean {
  if (!mark || !personId || typeof keptUntil !== 'number') return false;
  return mark.personId === personId && now < mark.endsAt && now < keptUntil;
}
