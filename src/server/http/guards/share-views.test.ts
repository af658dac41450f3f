import { describe, expect, it } from 'vitest';
import { shareViewOf } from './share-views';

describe('the share views the per-address limit counts', () => {
  it('are the card and the page of any link, in either language', () => {
    expect(shareViewOf('/api/Share/AAAAAAAAAAAAAAAAAAAAAA/image')).toEqual({ kind: 'image' });
    expect(shareViewOf('/s/AAAAAAAAAAAAAAAAAAAAAA')).toEqual({ kind: 'page', locale: 'en-US' });
    expect(shareViewOf('/en-US/s/AAAAAAAAAAAAAAAAAAAAAA')).toEqual({ kind: 'page', locale: 'en-US' });
    expect(shareViewOf('/es-ES/s/AAAAAAAAAAAAAAAAAAAAAA/')).toEqual({ kind: 'page', locale: 'es-ES' });
  });

  it('are nothing else', () => {
    for (const path of ['/api/Share', '/api/Share/AAAAAAAAAAAAAAAAAAAAAA', '/s', '/s/', '/fr-FR/s/AAAA', '/s/AAAA/more', '/my-weight-tracker', '/api/health']) {
      expect(shareViewOf(path)).toBeNull();
    }
  });
});
