import { getImageProps } from 'next/image';
import parse, { Element, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser';
import { ConsentVideo } from './consent-video';

/** Images this narrow and this tall sit to the left of the text (SPEC §2, rich content). */
const FLOAT_MAX_WIDTH = 850;
const FLOAT_MIN_HEIGHT = 450;
const DROPPED = new Set(['script', 'style', 'object', 'embed', 'form', 'input', 'button', 'link', 'meta']);
/** The video thumbnail is shown 560 px wide (SPEC §9). */
const THUMBNAIL_WIDTH = 560;
const THUMBNAIL_HEIGHT = 315;
const YOUTUBE_EMBED = /^https:\/\/(?:www\.)?(?:youtube\.com|youtube-nocookie\.com)\/embed\/([A-Za-z0-9_-]{11})(?:[?#].*)?$/;

export function floatsLeft(width: number, height: number): boolean {
  return width <= FLOAT_MAX_WIDTH && height >= FLOAT_MIN_HEIGHT;
}

/** Editors' HTML holds no behaviour: event handlers and script URLs are removed. */
function stripBehaviour(node: Element) {
  for (const name of Object.keys(node.attribs)) {
    const value = node.attribs[name] ?? '';
    if (name.startsWith('on') || (/^(href|src|action|formaction)$/.test(name) && /^\s*(javascript|data|vbscript):/i.test(value))) delete node.attribs[name];
  }
}

/**
 * The parser's options for one body. Its first image is fetched at once and first (eager, high
 * priority): it is usually at the top of the page and its largest paint (the home page's on a
 * phone); lazy loading would wait for layout before asking for it. The rest stay lazy.
 */
const optionsForOneBody = (): HTMLReactParserOptions => {
  let firstImage = true;
  return {
    replace(node: DOMNode) {
      if (!(node instanceof Element)) return undefined;
      if (DROPPED.has(node.name)) return <></>;
      stripBehaviour(node);
      if (node.name === 'iframe') {
        const id = YOUTUBE_EMBED.exec(node.attribs.src ?? '')?.[1];
        // Only YouTube embeds, and only behind the consent step; other frames are dropped.
        if (!id) return <></>;
        const { props: thumbnail } = getImageProps({
          src: `/api/yt-image/${id}`,
          alt: '',
          width: THUMBNAIL_WIDTH,
          height: THUMBNAIL_HEIGHT,
          sizes: `${THUMBNAIL_WIDTH}px`,
          className: 'h-full w-full object-cover opacity-90 group-hover:opacity-100',
        });
        return <ConsentVideo videoId={id} thumbnail={thumbnail} />;
      }
      if (node.name === 'img') {
        const width = Number(node.attribs.width);
        const height = Number(node.attribs.height);
        const src = node.attribs.src ?? '';
        if (!src || !(width > 0) || !(height > 0)) return <></>;
        const float = floatsLeft(width, height);
        const { props } = getImageProps({
          src,
          alt: node.attribs.alt ?? '',
          width,
          height,
          sizes: `(max-width: ${width}px) 100vw, ${width}px`,
          className: `h-auto max-w-full rounded-md ${float ? 'mb-4 sm:float-left sm:mr-[40px]' : 'my-4'}`,
          ...(firstImage ? { loading: 'eager', fetchPriority: 'high' } : {}),
        });
        firstImage = false;
        // next/image's own props, rendered as a plain <img> on the server: the optimizer URLs
        // without next/image's client component in the page's JavaScript.
        // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
        return <img {...props} data-float={float ? 'left' : undefined} />;
      }
      return undefined;
    },
  };
};

/**
 * Rich text from the content service, with images through Next's optimizer and consent-gated
 * videos. A server component: images are plain <img> elements with next/image's srcset.
 */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text flow-root">{parse(html, optionsForOneBody())}</div>;
}
