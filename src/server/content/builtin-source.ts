import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { contentFooter, contentFooterLinks, contentNavbar, contentPages } from '@/server/db/schema';
import type { ContentSource } from './content-source';
import { SEED_CONTENT } from './seed-content';

/** Content from the database tables that seed-content.ts fills from JSON. */
export function builtinSource(getDb: () => Promise<Db>): ContentSource {
  return {
    kind: 'builtin',
    async getNavbar(locale) {
      const db = await getDb();
      const [row] = await db.select({ title: contentNavbar.title, links: contentNavbar.links }).from(contentNavbar).where(eq(contentNavbar.locale, locale));
      return row ? { title: row.title, links: row.links.map(({ name, legacyLink }) => ({ name, legacyLink })) } : null;
    },
    async getFooter(locale) {
      const db = await getDb();
      const [row] = await db
        .select({
          primaryButtonText: contentFooter.primaryButtonText,
          primaryButtonLink: contentFooter.primaryButtonLink,
          facebookText: contentFooter.facebookText,
          facebookLink: contentFooter.facebookLink,
          note: contentFooter.note,
        })
        .from(contentFooter)
        .where(eq(contentFooter.locale, locale));
      if (!row) return null;
      const links = await db
        .select({ name: contentFooterLinks.name, legacyLink: contentFooterLinks.legacyLink, displayOrder: contentFooterLinks.displayOrder })
        .from(contentFooterLinks)
        .where(eq(contentFooterLinks.locale, locale))
        .orderBy(asc(contentFooterLinks.displayOrder), asc(contentFooterLinks.name));
      return { ...row, links };
    },
    async getPage(slug, locale, { preview }) {
      const db = await getDb();
      const [row] = await db
        .select({ slug: contentPages.slug, title: contentPages.title, body: contentPages.body, hidePage: contentPages.hidePage })
        .from(contentPages)
        .where(and(eq(contentPages.slug, slug), eq(contentPages.locale, locale)));
      if (!row || (row.hidePage && !preview)) return null;
      return row;
    },
    // A short list that changes only with a release: read from the JSON itself, which is the
    // source of truth for built-in content anyway, not copied into a table.
    async getCelebratoryMessages(locale) {
      return SEED_CONTENT[locale].celebratoryMessages.map(({ Message }) => ({ Message }));
    },
  };
}
