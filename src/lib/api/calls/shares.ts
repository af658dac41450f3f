import { createShareSchema, shareImageQuerySchema, shareLinkSchema, shareLinksSchema, shareParamsSchema } from '@/lib/schemas/shares';
import { callsOf, created, noContent, ok, perAddressLimit } from '../define-call';

const shareCalls = callsOf('Share');

/**
 * Share links: each share is a page of its own, `/s/{id}`, that shows
 * the person's live figures to anyone with the link, until they revoke it.
 */
export const createShare = shareCalls.post('/api/Share', 'signedIn')(
  { body: createShareSchema, responses: created(shareLinkSchema, 'The new link'), errors: [400, 409], idempotent: true },
  'Make a share link: its page /s/{id} shows your first name, % to goal, streak and community figures, and your weight lost if includeWeight',
  '`id` is 128 random bits in base64url (22 characters); `path` is `/s/{id}`, the public page (prefixed `/es-ES` for Spanish). 409 once the person has 20 live links.',
);

export const listShares = shareCalls.get('/api/Share', 'signedIn')({ responses: ok(shareLinksSchema, 'Your links') }, 'Your share links, newest first');

export const revokeShare = shareCalls.delete('/api/Share/{id}', 'signedIn')(
  { params: shareParamsSchema, responses: noContent('Revoked'), errors: [400, 403, 404] },
  'Revoke one of your share links: its page and image answer 404 from now on',
  "403 for another person's link, 404 for an unknown one.",
);

export const shareImage = shareCalls.get('/api/Share/{id}/image', 'anonymous')(
  {
    params: shareParamsSchema,
    query: shareImageQuerySchema,
    responses: {
      200: { description: 'The card (`Cache-Control: no-cache`: keep it, but ask again before each use)', mediaTypes: ['image/png'] },
      304: { description: 'The card named by If-None-Match is still the current one' },
    },
    // 503: too many cards being drawn at once in this process (Retry-After).
    errors: [400, 404, 503],
    ...perAddressLimit,
    servedByNext: true,
  },
  "A share link's card image (1200×630 PNG) for Open Graph and X, with an ETag (If-None-Match answers 304 while the figures are unchanged); 404 once revoked",
  '`Cache-Control: no-cache`: any change of a figure (a weigh-in, the goal, a day passing, the community total, at most a minute old) gives a new tag. 404 once revoked or when the account is gone; 503 with `Retry-After` when too many cards are being drawn at once; 429 past the per-address limit shared with the page.',
);
