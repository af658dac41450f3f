import { describe, expect, it } from 'vitest';
import { composeShareText, messageToCopy, parseHashtags, shareUrl } from './share';

describe('share', () => {
  it('cleans hashtags', () => {
    expect(parseHashtags('#WeightLoss, community  #Pérdida-de-peso ,, #WeightLoss')).toEqual(['WeightLoss', 'community', 'Pérdidadepeso']);
    expect(parseHashtags('   ')).toEqual([]);
  });

  it('keeps a hashtag with a space as one tag, not two', () => {
    expect(parseHashtags('#Community Challenge #WeightLoss')).toEqual(['CommunityChallenge', 'WeightLoss']);
    expect(parseHashtags('#Reto Comunitario, #Pérdida De Peso')).toEqual(['RetoComunitario', 'PérdidaDePeso']);
  });

  it('adds the weight lost only when asked', () => {
    expect(composeShareText({ message: ' On my way! ' })).toBe('On my way!');
    expect(composeShareText({ message: 'On my way!', weightLostSentence: 'I have lost 5 lbs.' })).toBe('On my way! I have lost 5 lbs.');
  });

  it('offers the message for copying with every hashtag and the link', () => {
    expect(messageToCopy({ text: 'On my way!', url: 'https://example.org/s/abc', hashtags: ['WeightLoss', 'CommunityChallenge'] })).toBe(
      'On my way! #WeightLoss #CommunityChallenge https://example.org/s/abc',
    );
  });

  it('builds an X intent URL with the text, the link and every hashtag', () => {
    const url = shareUrl('x', { text: 'Lost 5 lbs & counting #1', url: 'https://example.org/s/abc', hashtags: ['WeightLoss', 'CommunityChallenge'] });
    expect(url).toBe(
      'https://x.com/intent/tweet?text=Lost%205%20lbs%20%26%20counting%20%231&url=https%3A%2F%2Fexample.org%2Fs%2Fabc&hashtags=WeightLoss%2CCommunityChallenge',
    );
    expect(new URL(url).searchParams.get('text')).toBe('Lost 5 lbs & counting #1');
  });

  it('builds a Facebook sharer URL with the link and the first hashtag (the sharer takes no text)', () => {
    const url = new URL(shareUrl('facebook', { text: 'Día 10 ✓', url: 'https://example.org/s/abc', hashtags: ['WeightLoss', 'Community'] }));
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(url.searchParams.get('u')).toBe('https://example.org/s/abc');
    expect(url.searchParams.get('quote')).toBeNull();
    expect(url.searchParams.get('hashtag')).toBe('#WeightLoss');
  });
});
