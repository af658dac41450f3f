import 'server-only';
import type { ContentPage, Footer, Navbar } from '@/lib/content';
import type { CelebratoryMessage } from '@/lib/progress/celebration';
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
  /** SPEC §3: the messages a weigh-in may celebrate with, in the asked language (none: an empty list). */
  getCelebratoryMessages(locale: Locale): Promise<CelebratoryMessage[]>;
};

export type SeedContent = {
  navbar: Navbar;
  footer: Footer;
  pages: ContentPage[];
  celebratoryMessages: CelebratoryMessage[];
};
