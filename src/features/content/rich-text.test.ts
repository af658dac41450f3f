import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const render = (html: string) => renderToStaticMarkup(createElement(RichText, { html }));
const imagesIn = (markup: string) => markup.match(/<img [^>]*>/g) ?? [];

describe('RichText images', () => {
  it('fetches the first image at once and first, and leaves the rest lazy', () => {
    const images = imagesIn(
      render('<p>Hi</p><img src="/content/a.png" width="400" height="520" alt="A"><img src="/content/b.png" width="900" height="300" alt="B">'),
    );
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[1]).toContain('loading="lazy"');
    expect(images[1]).not.toContain('fetchPriority');
  });

  it('starts again with each body: every page has its own first image', () => {
    const body = '<img src="/content/a.png" width="400" height="520" alt="A">';
    expect(imagesIn(render(body))[0]).toContain('loading="eager"');
    expect(imagesIn(render(body))[0]).toContain('loading="eager"');
  });
});
