import 'server-only';
import type { IncomingMessage } from 'node:http';
import { routing } from '@/i18n/routing';

const DEFAULT_PREFIX = `/${routing.defaultLocale}`;

/**
 * `/en-US/…/` would answer with two redirects: Next.js's trailing-slash 308 to `/en-US/…`, then
 * next-intl's 307 to the unprefixed path (with its locale cookie). Lighthouse counts each hop on a
 * phone. Handing Next.js the path without its slash leaves next-intl's one redirect, which goes
 * straight to the final address. Other paths keep Next.js's own slash redirect: it is already one hop.
 */
export function skipSlashHopBeforeLocaleRedirect(req: IncomingMessage): void {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.length < 2 || !path.endsWith('/')) return;
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed !== DEFAULT_PREFIX && !trimmed.startsWith(`${DEFAULT_PREFIX}/`)) return;
  req.url = trimmed + (queryAt === -1 ? '' : url.slice(queryAt));
}
