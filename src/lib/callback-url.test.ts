import { describe, expect, it } from 'vitest';
import { safeCallbackPath, sameOriginPath, sameOriginUrl } from './callback-url';

const FALLBACK = '/my-weight-tracker';
const ORIGIN = 'https://tracker.example.org';

/** Each of these, as a redirect target, would leave the site or break the Location header. */
const HOSTILE: string[] = [
  '/%09/evil.example.com',
  '/\t/evil.example.com',
  '/\tevil',
  '/\n/evil.example.com',
  '/%0a/x',
  '/%0A/x',
  '/%0d/evil.example.com',
  '/\r\n/evil.example.com',
  '/%00/evil',
  '/x\u0000',
  '/x%7f',
  '%0a',
  '//evil',
  '//evil.example.com/path',
  '///evil.example.com',
  '/\\evil',
  '/\\/evil.example.com',
  '\\/evil',
  '\\\\evil.example.com',
  '/%5cevil',
  '/%5C%5Cevil',
  'https://evil',
  'http://evil.example.com/',
  'HTTPS://evil.example.com',
  '//user@evil.example.com',
  '/@evil.example.com/..//x',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/%2f%2fevil',
  '/%2F/evil.example.com',
  '%2f%2fevil.example.com',
  '/%252f%252fevil',
  '/%25%30%39/evil.example.com',
  '/.//evil',
  '/./%2f/evil',
  '/a/..//evil',
  '/%2e%2e//evil',
  '/%ff',
  '/%',
  'evil.example.com',
  ' /my-weight-tracker',
  '',
  '/' + 'a'.repeat(2_000),
];

describe('finding 10: one rule for redirect targets (no open redirect)', () => {
  it.each(HOSTILE)('refuses %j and falls back', (target) => {
    expect(sameOriginPath(target)).toBeNull();
    expect(safeCallbackPath(target, FALLBACK)).toBe(FALLBACK);
    expect(sameOriginUrl(target, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['/my-weight-tracker'], { href: '/' }]) expect(safeCallbackPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it.each([
    ['/my-weight-tracker', '/my-weight-tracker'],
    ['/pages/spring-challenge', '/pages/spring-challenge'],
    ['/es-ES/account/profile', '/es-ES/account/profile'],
    ['/my-weight-tracker?x=1&y=a%20b#today', '/my-weight-tracker?x=1&y=a%20b#today'],
    ['/link-accounts?next=https%3A%2F%2Felsewhere', '/link-accounts?next=https%3A%2F%2Felsewhere'],
    ['/pages/a/../b', '/pages/b'],
    ['/pages/año', '/pages/a%C3%B1o'],
    ['/', '/'],
  ])('keeps the same-site path %j', (target, expected) => {
    expect(sameOriginPath(target)).toBe(expected);
    expect(safeCallbackPath(target, FALLBACK)).toBe(expected);
    expect(sameOriginUrl(target, ORIGIN)).toBe(`${ORIGIN}${expected}`);
  });

  it('keeps an absolute URL only on the same origin, and checks its path too', () => {
    expect(sameOriginUrl(`${ORIGIN}/my-weight-tracker?x=1`, ORIGIN)).toBe(`${ORIGIN}/my-weight-tracker?x=1`);
    expect(sameOriginUrl('https://tracker.example.org.evil.example.com/', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginUrl('http://tracker.example.org/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginUrl('https://tracker.example.org:444/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginUrl('https://user:pw@tracker.example.org/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginUrl(`${ORIGIN}/%09/evil.example.com`, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginUrl(`${ORIGIN}/\t/evil.example.com`, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginUrl(`${ORIGIN}//evil.example.com`, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
