/** What the content service delivers, whichever source it comes from (built-in or Directus). */
export type NavLink = { name: string; legacyLink: string };
export type Navbar = { title: string; links: NavLink[] };
export type FooterLink = { name: string; legacyLink: string; displayOrder: number };
export type Footer = {
  links: FooterLink[];
  primaryButtonText: string;
  /** Where the primary button goes for signed-in people; visitors go to /login. */
  primaryButtonLink: string;
  facebookText: string;
  facebookLink: string;
  note: string;
};
export type ContentPage = { slug: string; title: string; body: string; hidePage: boolean };

/** A page slug as it may appear in a URL. */
export const PAGE_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Footer links in the editors' DisplayOrder. */
export function byDisplayOrder(links: FooterLink[]): FooterLink[] {
  return [...links].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
}
