export type ShareNetwork = 'facebook' | 'x';

/** "#WeightLoss, community  challenge" → ['WeightLoss', 'community', 'challenge']: letters, digits, _. */
export function parseHashtags(input: string): string[] {
  const tags = input
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]/gu, ''))
    .filter(Boolean);
  return [...new Set(tags)].slice(0, 10);
}

/** The message as posted: the person's text, then (if they chose) the weight lost sentence. */
export function composeShareText({ message, weightLostSentence }: { message: string; weightLostSentence?: string }): string {
  return [message.trim(), weightLostSentence?.trim()].filter(Boolean).join(' ');
}

/**
 * The network's own share page with everything encoded; it posts nothing by itself — the person
 * confirms on the network. Facebook takes one hashtag and shares a link (the text as quote).
 */
export function shareUrl(network: ShareNetwork, { text, url, hashtags }: { text: string; url: string; hashtags: string[] }): string {
  if (network === 'x') {
    const params = new URLSearchParams({ text, url });
    if (hashtags.length > 0) params.set('hashtags', hashtags.join(','));
    return `https://x.com/intent/tweet?${params.toString().replace(/\+/g, '%20')}`;
  }
  const params = new URLSearchParams({ u: url, quote: [text, ...hashtags.map((h) => `#${h}`)].join(' ') });
  if (hashtags[0]) params.set('hashtag', `#${hashtags[0]}`);
  return `https://www.facebook.com/sharer/sharer.php?${params.toString().replace(/\+/g, '%20')}`;
}
