import 'server-only';
import type { ContentPage, Footer, Navbar } from '@/lib/content';
import type { Locale } from '@/i18n/routing';

/**
 * The one interface both content sources implement (built-in tables, Directus). Each call returns
 * the content in the asked language; `null` when there is none.
 */
export type ContentSource = {
  readonly kind: 'builtin' | 'directus';
  getNavbar(locale: Locale): Promise<Navbar | null>;
  getFooter(locale: Locale): Promise<Footer | null>;
  /** Pages with HidePage are returned only when `preview` is true. */
  getPage(slug: string, locale: Locale, options: { preview: boolean }): Promise<ContentPage | null>;
};

export type SeedContent = {
  navbar: Navbar;
  footer: Footer;
  pages: ContentPage[];
};
