import { describe, expect, it } from 'vitest';
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy, isHttpsOrigin, newNonce, securityHeaders, STRICT_TRANSPORT_SECURITY } from './security-headers';

/** The policy as a map of directive → sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

describe('finding 8: the security headers and the content security policy', () => {
  it('every answer: nosniff, the referrer policy, a permissions policy and no framing; HSTS only for https', () => {
    const plain = securityHeaders({ https: false });
    expect(plain).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
      'X-Frame-Options': 'DENY',
    });
    expect(securityHeaders({ https: true })).toEqual({ ...plain, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY });
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains');
    // The YouTube player may autoplay and go fullscreen in its frame; nothing else gets a feature.
    expect(plain['Permissions-Policy']).toContain('autoplay=(self "https://www.youtube-nocookie.com")');
    expect(plain['Permissions-Policy']).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
    expect(plain['Permissions-Policy']).toContain('geolocation=()');
    expect(plain['Permissions-Policy']).toContain('microphone=()');
  });

  it('a page: scripts by nonce only, no inline scripts, no framing, YouTube frames only', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123==', dev: false });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc123==' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self'; connect-src 'self'; frame-src https://www.youtube-nocookie.com; media-src 'self'; worker-src 'self'; manifest-src 'self'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(parse(policy)['script-src']).not.toContain("'unsafe-inline'");
    expect(parse(policy)['script-src']).not.toContain("'unsafe-eval'");
  });

  it('adds the analytics origin to script-src and connect-src only when it is set', () => {
    const withAnalytics = parse(contentSecurityPolicy({ nonce: 'n0nce', dev: false, analyticsHost: 'https://stats.example.org/' }));
    expect(withAnalytics['script-src']).toEqual(["'self'", "'nonce-n0nce'", "'strict-dynamic'", 'https://stats.example.org']);
    expect(withAnalytics['connect-src']).toEqual(["'self'", 'https://stats.example.org']);
    expect(withAnalytics['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    const without = parse(contentSecurityPolicy({ nonce: 'n0nce', dev: false, analyticsHost: undefined }));
    expect(without['script-src']).toEqual(["'self'", "'nonce-n0nce'", "'strict-dynamic'"]);
    expect(without['connect-src']).toEqual(["'self'"]);
  });

  it("allows 'unsafe-eval' in development only, and upgrades insecure requests only over https", () => {
    expect(parse(contentSecurityPolicy({ nonce: 'n', dev: true }))['script-src']).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'", "'unsafe-eval'"]);
    expect(parse(contentSecurityPolicy({ nonce: 'n', dev: false, https: true }))).toHaveProperty('upgrade-insecure-requests', []);
    expect(parse(contentSecurityPolicy({ nonce: 'n', dev: false, https: false }))).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('refuses a nonce that could break out of the header', () => {
    expect(() => contentSecurityPolicy({ nonce: "x'; script-src *", dev: false })).toThrow();
    expect(() => contentSecurityPolicy({ nonce: '', dev: false })).toThrow();
  });

  it('API answers: nothing runs, nothing frames them', () => {
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
  });

  it('a nonce is 128 random bits in base64, new every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('https is a property of the public origin', () => {
    expect(isHttpsOrigin('https://tracker.example.org')).toBe(true);
    expect(isHttpsOrigin('http://localhost:3000')).toBe(false);
  });
});
