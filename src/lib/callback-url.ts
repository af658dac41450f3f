/**
 * The one rule for a redirect target that came with a request (a sign-in's callbackUrl, the
 * preview's redirect, next-auth's redirect callback): only a path on this site, decided here and
 * nowhere else. Isomorphic: the login page, the login form and the API use it.
 *
 * A browser strips tabs and newlines from a URL and treats "\" as "/", so "/\t/evil.example.com"
 * becomes "//evil.example.com": another host. Refused therefore: anything but a string starting
 * with one "/", any control character, backslash or empty path segment ("//"), whether raw or
 * percent-encoded (up to three layers deep), and a malformed percent-encoding.
 */

/** Where a sign-in without a (usable) callbackUrl lands. */
export const DEFAULT_AFTER_SIGN_IN = '/my-weight-tracker';

const MAX_LENGTH = 2_000;
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\]/;
/** A path with at least one "//" (an empty segment) before any query or fragment. */
const EMPTY_SEGMENT = /^[^?#]*\/\//;
/** Any origin will do: the target is resolved against it only to see where a browser would go. */
const PROBE_ORIGIN = 'http://same-origin.invalid';

function layers(value: string): string[] | null {
  const seen = [value];
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return seen;
    seen.push(decoded);
    current = decoded;
  }
  // Still changing after three decodings: nobody writes a link like that.
  return null;
}

/**
 * The path, query and fragment a browser would go to, normalised, when `value` is a same-site
 * path that passes the rule above; null otherwise.
 */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  const forms = layers(value);
  if (!forms) return null;
  for (const form of forms) {
    if (!form.startsWith('/') || FORBIDDEN.test(form) || EMPTY_SEGMENT.test(form)) return null;
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Dot segments ("/.//x", "/a/..//x") can still resolve to a "//" path: a network path once written out.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//') || EMPTY_SEGMENT.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Only same-site paths may be a post-sign-in destination (no open redirect); `fallback` otherwise. */
export function safeCallbackPath(value: unknown, fallback: string): string {
  return sameOriginPath(value) ?? fallback;
}

/**
 * next-auth hands its redirect callback absolute URLs as well as paths: an absolute URL is kept
 * only when it is on `origin` and its path passes the same rule. Answers an absolute URL on
 * `origin`, or `${origin}/`.
 */
export function sameOriginUrl(value: unknown, origin: string): string {
  const home = `${origin}/`;
  if (typeof value !== 'string') return home;
  if (value.startsWith('/')) {
    const path = sameOriginPath(value);
    return path ? `${origin}${path}` : home;
  }
  if (FORBIDDEN.test(value)) return home;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return home;
  }
  if (url.origin !== new URL(origin).origin || url.username || url.password) return home;
  const path = sameOriginPath(`${url.pathname}${url.search}${url.hash}`);
  return path ? `${origin}${path}` : home;
}
