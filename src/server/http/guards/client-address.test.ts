import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, resolveClientAddress } from './client-address';

describe('finding 4: the client address', () => {
  const none = parseTrustedProxies('');
  const proxies = parseTrustedProxies('127.0.0.1, ::1, 10.0.0.0/8, fd00::/8');

  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.5', '198.51.100.1', none)).toBe('203.0.113.5');
    expect(resolveClientAddress('::ffff:127.0.0.1', '198.51.100.1', none)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', undefined, none)).toBe('127.0.0.1');
  });

  it('is the socket address when the peer is not a trusted proxy', () => {
    expect(resolveClientAddress('203.0.113.5', '198.51.100.1', proxies)).toBe('203.0.113.5');
  });

  it('walks X-Forwarded-For from the right, skipping trusted hops', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1');
    // The client's own entry (left) is not believed: the right-most untrusted one counts.
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3', proxies)).toBe('198.51.100.1');
    expect(resolveClientAddress('::1', '2001:db8::7, fd00::1', proxies)).toBe('2001:db8::7');
    expect(resolveClientAddress('::ffff:10.0.0.2', ['198.51.100.9', '10.0.0.3'], proxies)).toBe('198.51.100.9');
  });

  it('takes the left-most hop when every hop is trusted, and the proxy itself without the header', () => {
    expect(resolveClientAddress('127.0.0.1', '10.0.0.5, 10.0.0.6', proxies)).toBe('10.0.0.5');
    expect(resolveClientAddress('127.0.0.1', undefined, proxies)).toBe('127.0.0.1');
  });

  it('stops at a hop that is not an address: the proxy that passed it on is the client', () => {
    expect(resolveClientAddress('127.0.0.1', 'unknown, 10.0.0.7', proxies)).toBe('10.0.0.7');
    expect(resolveClientAddress('127.0.0.1', 'garbage', proxies)).toBe('127.0.0.1');
  });

  it('refuses a setting that is not an address or range', () => {
    expect(() => parseTrustedProxies('nginx')).toThrow('TRUSTED_PROXIES: "nginx" is not an IP address or CIDR range');
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow('bad prefix length');
  });
});
