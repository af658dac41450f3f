// No 'server-only' here: next.config.ts reads this module at build time and the HTTP server in
// front of Next imports it, and both run outside React's server layer. Pure functions only: no
// environment reads (callers pass what they know) and nothing that differs per platform.

/** The only third party a page may frame: YouTube's privacy-enhanced embed, after consent. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** Two years, subdomains included; not `preload` (that is a promise to a browser list). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Browser features: none for anyone, except what the YouTube player (autoplay, encrypted media,
 * picture-in-picture, fullscreen) needs in its frame. A feature the header leaves out cannot be
 * delegated to the frame through its `allow` attribute.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(self "${YOUTUBE_EMBED_ORIGIN}")`,
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  `encrypted-media=(self "${YOUTUBE_EMBED_ORIGIN}")`,
  `fullscreen=(self "${YOUTUBE_EMBED_ORIGIN}")`,
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(self "${YOUTUBE_EMBED_ORIGIN}")`,
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The headers every answer carries, whatever it is (page, API, image, script):
 * HSTS only when the public origin is https (a browser ignores it over http anyway, and a
 * development machine must not be pinned to https).
 */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // For browsers without CSP's frame-ancestors.
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

export type PagePolicyOptions = {
  /** A fresh value per response (`newNonce()`): only scripts carrying it run. */
  nonce: string;
  /** `next dev` evaluates code for its overlay and fast refresh: 'unsafe-eval' there only. */
  dev: boolean;
  /** The analytics origin (production only, when ANALYTICS_HOST is set): its script and its beacon. */
  analyticsHost?: string;
  /** Served over https: ask the browser to upgrade any http subresource. */
  https?: boolean;
};

function directives(entries: [string, ...string[]][]): string {
  return entries.map((parts) => parts.join(' ')).join('; ');
}

/**
 * The policy of an HTML page. Scripts: only those with this response's nonce, and what they load
 * ('strict-dynamic'; 'self' and the analytics host for browsers without it). Styles may be inline
 * (React style attributes, next-themes' transition guard); no nonce in style-src, which would
 * switch 'unsafe-inline' off.
 */
export function contentSecurityPolicy({ nonce, dev, analyticsHost, https = false }: PagePolicyOptions): string {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(nonce)) throw new Error('A nonce is base64 text');
  const analytics = analyticsHost ? [new URL(analyticsHost).origin] : [];
  return directives([
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...analytics, ...(dev ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...analytics],
    ['frame-src', YOUTUBE_EMBED_ORIGIN],
    ['media-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(https ? [['upgrade-insecure-requests'] as [string]] : []),
  ]);
}

/** JSON, problem+json, images and other non-page answers: nothing may run, nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY = directives([
  ['default-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
]);

/**
 * The service worker's own policy: a worker runs under the policy of its script's
 * answer. It fetches and caches same-origin pages and files only, and runs no other script.
 */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY = directives([
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
]);

/**
 * The API reference page (/api/docs, Swagger UI served from its npm package): its own scripts and
 * styles only, the inline styles and data: images its components use, and calls to this origin
 * (the document and "Try it out"). Nothing may frame it.
 */
export const API_REFERENCE_CONTENT_SECURITY_POLICY = directives([
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  ['style-src', "'self'", "'unsafe-inline'"],
  ['img-src', "'self'", 'data:'],
  ['connect-src', "'self'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
]);

/** Next's image optimizer sets its own policy on the images it answers (next.config.ts `images`). */
export const IMAGE_CONTENT_SECURITY_POLICY = `${API_CONTENT_SECURITY_POLICY}; sandbox`;

export function apiContentSecurityPolicy(): string {
  return API_CONTENT_SECURITY_POLICY;
}

/** Every non-page answer: the headers of all answers plus the strict policy. */
export function apiSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return { ...securityHeaders({ https }), 'Content-Security-Policy': API_CONTENT_SECURITY_POLICY };
}

/** 128 random bits, base64: unguessable, and new for every page response. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The public origin decides https (the process itself may sit behind a TLS proxy). */
export function isHttpsOrigin(appUrl: string): boolean {
  return new URL(appUrl).protocol === 'https:';
}
