import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createTranslator } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';
import { AppError } from '@/server/errors';
import { clientIp, limitByIp, withRateLimitHeaders } from '@/server/rate-limit/rate-limit';
import en from '@messages/en-US.json';
import es from '@messages/es-ES.json';
import { writeProblem } from '../problem';

const messagesByLocale = { 'en-US': en, 'es-ES': es } as const;

const SHARE_IMAGE = /^\/api\/Share\/[^/]+\/image$/;
const SHARE_PAGE = new RegExp(`^(?:/(${routing.locales.join('|')}))?/s/[^/]+/?$`);

export type ShareView = { kind: 'image' } | { kind: 'page'; locale: Locale };

/** A share link's card or page (any id: an unknown one costs a lookup too), or null for any other path. */
export function shareViewOf(path: string): ShareView | null {
  if (SHARE_IMAGE.test(path)) return { kind: 'image' };
  const page = SHARE_PAGE.exec(path);
  return page ? { kind: 'page', locale: (page[1] as Locale | undefined) ?? routing.defaultLocale } : null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's refusal: a plain page in its language that loads nothing (the server set the page's other security headers). */
function writeTooManyPage(res: ServerResponse, locale: Locale, headers: Record<string, string>): void {
  const t = createTranslator({ locale, messages: messagesByLocale[locale], namespace: 'SharePage' });
  const body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t('tooManyTitle'))}</title></head><body><main><h1>${escapeHtml(t('tooManyTitle'))}</h1><p>${escapeHtml(t('tooManyBody'))}</p></main></body></html>`;
  res.writeHead(429, {
    ...headers,
    'content-security-policy': "default-src 'none'",
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
  });
  res.end(body);
}

/**
 * The per-address limit of share links' public answers: the page and the card
 * of any link count against one budget per client address (SHARE_VIEWS_PER_IP_PER_MINUTE), in the
 * limits' store (Redis when set, so every instance counts together). Past it, the card answers
 * 429 problem+json and the page a plain 429 page in its language, both with Retry-After; the
 * card's answers carry RateLimit-* like the API's limited calls. Returns false when it answered.
 */
export async function guardShareView(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
  const view = shareViewOf(path);
  if (!view) return true;
  let headers: Record<string, string> = {};
  try {
    await withRateLimitHeaders(
      () => limitByIp('share-view', clientIp(req.headers)),
      (found) => (headers = found),
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'rate_limited') throw error;
    if (view.kind === 'image') writeProblem(res, 'rate_limited', error.detail, headers);
    else writeTooManyPage(res, view.locale, headers);
    return false;
  }
  if (view.kind === 'image') for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  return true;
}
