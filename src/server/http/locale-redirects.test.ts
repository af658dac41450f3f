import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { skipSlashHopBeforeLocaleRedirect } from './locale-redirects';

function pathAfter(url: string): string {
  const req = { url } as IncomingMessage;
  skipSlashHopBeforeLocaleRedirect(req);
  return req.url!;
}

describe('skipSlashHopBeforeLocaleRedirect', () => {
  it("drops the trailing slash of a default-locale path, keeping the query, so next-intl's redirect is the only one", () => {
    expect(pathAfter('/en-US/')).toBe('/en-US');
    expect(pathAfter('/en-US/login/')).toBe('/en-US/login');
    expect(pathAfter('/en-US/login//?callbackUrl=%2Fmy-weight-tracker')).toBe('/en-US/login?callbackUrl=%2Fmy-weight-tracker');
  });

  it("leaves every other path to Next.js's own one redirect, or to no redirect", () => {
    for (const url of ['/', '/en-US', '/en-US/login', '/es-ES/', '/login/', '/en-USA/', '/x/en-US/', '/es-ES/login/?a=1']) expect(pathAfter(url)).toBe(url);
  });
});
