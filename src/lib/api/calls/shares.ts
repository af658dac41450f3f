import { createShareSchema, shareImageQuerySchema, shareLinkSchema, shareLinksSchema, shareParamsSchema } from '@/lib/schemas/shares';
import type { ApiCall } from '../define';

/**
 * Share links (issue 18, decision 0037): each share is a page of its own, `/s/{id}`, that shows
 * the person's live figures to anyone with the link, until they revoke it.
 */
export const createShare = { method: 'post', path: '/api/Share', tag: 'Share', idempotent: true,
  summary: 'Make a share link: its page /s/{id} shows your first name, % to goal, streak and community figures, and your weight lost if includeWeight',
  access: 'signedIn', body: createShareSchema,
  responses: { 201: { description: 'The new link', schema: shareLinkSchema } }, errors: [400, 409] } as const satisfies ApiCall;

export const listShares = { method: 'get', path: '/api/Share', tag: 'Share',
  summary: 'Your share links, newest first',
  access: 'signedIn',
  responses: { 200: { description: 'Your links', schema: shareLinksSchema } }, errors: [] } as const satisfies ApiCall;

export const revokeShare = { method: 'delete', path: '/api/Share/{id}', tag: 'Share',
  summary: 'Revoke one of your share links: its page and image answer 404 from now on',
  access: 'signedIn', params: shareParamsSchema,
  responses: { 204: { description: 'Revoked' } }, errors: [400, 403, 404] } as const satisfies ApiCall;

export const shareImage = { method: 'get', path: '/api/Share/{id}/image', tag: 'Share', servedByNext: true, rateLimited: true, limitedPerAddress: true,
  summary: "A share link's card image (1200×630 PNG) for Open Graph and X, with an ETag (If-None-Match answers 304 while the figures are unchanged); 404 once revoked",
  access: 'anonymous', params: shareParamsSchema, query: shareImageQuerySchema,
  responses: {
    200: { description: 'The card (`Cache-Control: no-cache`: keep it, but ask again before each use)', mediaTypes: ['image/png'] },
    304: { description: 'The card named by If-None-Match is still the current one' },
  },
  // 503: too many cards being drawn at once in this process (Retry-After).
  errors: [400, 404, 503] } as const satisfies ApiCall;
