export type ShareNetwork = 'facebook' | 'x';

/**
 * "#WeightLoss, #Community Challenge" → ['WeightLoss', 'CommunityChallenge']: a tag runs from one
 * '#' (or comma) to the next, so a tag typed with a space stays one tag; inside it only letters,
 * digits and _ are kept (what X and Facebook link as one hashtag).
 */
export function parseHashtags(input: string): string[] {
  const tags = input
    .split(/[#,]+/)
    .map((tag) => tag.replace(/[^\p{L}\p{N}_]/gu, ''))
    .filter(Boolean);
  return [...new Set(tags)].slice(0, 10);
}

/** The message as posted: the person's text, then (if they chose) the weight lost sentence. */
export function composeShareText({ message, weightLostSentence }: { message: string; weightLostSentence?: string }): string {
  return [message.trim(), weightLostSentence?.trim()].filter(Boolean).join(' ');
}

/** What the person pastes into Facebook (its sharer takes no text): the message, every hashtag, then the link. */
export function messageToCopy({ text, url, hashtags }: { text: string; url: string; hashtags: string[] }): string {
  return [text, ...hashtags.map((h) => `#${h}`), url].filter(Boolean).join(' ');
}

/**
 * The network's own share page; it posts nothing by itself — the person confirms on the network.
 * X takes the text, the link and every hashtag; Facebook's sharer takes only the link (its card
 * comes from the page's Open Graph tags) and one hashtag, so the message is copied instead.
 */
export function shareUrl(network: ShareNetwork, { text, url, hashtags }: { text: string; url: string; hashtags: string[] }): string {
  if (network === 'x') {
    const params = new URLSearchParams({ text, url });
    if (hashtags.length > 0) params.set('hashtags', hashtags.join(','));
    return `https://x.com/intent/tweet?${params.toString().replace(/\+/g, '%20')}`;
  }
  const params = new URLSearchParams({ u: url });
  if (hashtags[0]) params.set('hashtag', `#${hashtags[0]}`);
  return `https://www.facebook.com/sharer/sharer.php?${params.toString().replace(/\+/g, '%20')}`;
}
