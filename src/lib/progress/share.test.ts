import { describe, expect, it } from 'vitest';
import { composeShareText, parseHashtags, shareUrl } from './share';

describe('share', () => {
  it('cleans hashtags', () => {
    expect(parseHashtags('#WeightLoss, community  #Pérdida-de-peso ,, #WeightLoss')).toEqual(['WeightLoss', 'community', 'Pérdidadepeso']);
    expect(parseHashtags('   ')).toEqual([]);
  });

  it('adds the weight lost only when asked', () => {
    expect(composeShareText({ message: ' On my way! ' })).toBe('On my way!');
    expect(composeShareText({ message: 'On my way!', weightLostSentence: 'I have lost 5 lbs.' })).toBe('On my way! I have lost 5 lbs.');
  });

  it('builds an X intent URL with the text encoded', () => {
    const url = shareUrl('x', { text: 'Lost 5 lbs & counting #1', url: 'https://example.org/', hashtags: ['WeightLoss', 'Community'] });
    expect(url).toBe('https://x.com/intent/tweet?text=Lost%205%20lbs%20%26%20counting%20%231&url=https%3A%2F%2Fexample.org%2F&hashtags=WeightLoss%2CCommunity');
    expect(new URL(url).searchParams.get('text')).toBe('Lost 5 lbs & counting #1');
  });

  it('builds a Facebook sharer URL with the quote and first hashtag', () => {
    const url = new URL(shareUrl('facebook', { text: 'Día 10 ✓', url: 'https://example.org/', hashtags: ['WeightLoss'] }));
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(url.searchParams.get('u')).toBe('https://example.org/');
    expect(url.searchParams.get('quote')).toBe('Día 10 ✓ #WeightLoss');
    expect(url.searchParams.get('hashtag')).toBe('#WeightLoss');
  });
});
