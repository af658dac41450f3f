import { createTranslator } from 'next-intl';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import en from '@messages/en-US.json';
import type { Footer } from '@/lib/content';
import { SiteFooter } from './site-footer';

// The footer is a server component: its translations come from the request, its links from next-intl's navigation.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'Footer' | 'Accessibility') => createTranslator({ locale: 'en-US', messages: en, namespace }),
}));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => createElement('a', { href, className }, children),
}));

const render = async (footer: Footer | null) => renderToStaticMarkup(await SiteFooter({ footer, signedIn: false }));
const linksIn = (markup: string) => [...markup.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)/g)].map(([, href, text]) => `${text} ${href}`);

const CONTENT: Footer = {
  links: [
    { name: 'About the program', legacyLink: '/pages/about', displayOrder: 1 },
    { name: 'Privacy', legacyLink: 'https://example.org/privacy', displayOrder: 2 },
  ],
  primaryButtonText: 'Log weight now',
  primaryButtonLink: '/my-weight-tracker',
  facebookText: 'Follow us on Facebook',
  facebookLink: 'https://www.facebook.com/',
  note: '',
};

describe('SiteFooter', () => {
  it("lists the content's links, then the accessibility statement", async () => {
    const markup = await render(CONTENT);
    expect(linksIn(markup)).toEqual([
      'About the program /pages/about',
      'Privacy https://example.org/privacy',
      'Accessibility /accessibility',
      'Log weight now /login',
      'Follow us on Facebook https://www.facebook.com/',
    ]);
  });

  it('without footer content still shows a footer whose one link is the accessibility statement', async () => {
    const markup = await render(null);
    expect(markup).toMatch(/^<footer /);
    expect(markup).toContain('<nav aria-label="Footer">');
    expect(linksIn(markup)).toEqual(['Accessibility /accessibility']);
  });

  it('shows the statement once when the editors link it themselves', async () => {
    const markup = await render({ ...CONTENT, links: [...CONTENT.links, { name: 'Accessibility statement', legacyLink: '/accessibility', displayOrder: 3 }] });
    expect(linksIn(markup).filter((link) => link.endsWith(' /accessibility'))).toEqual(['Accessibility /accessibility']);
  });
});
