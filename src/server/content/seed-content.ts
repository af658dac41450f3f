import 'server-only';
import type { Executor } from '@/server/db/client';
import { contentFooter, contentFooterLinks, contentNavbar, contentPages } from '@/server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { routing, type Locale } from '@/i18n/routing';
import type { SeedContent } from './content-source';
import enUS from './seed/en-US.json';
import esES from './seed/es-ES.json';

export const SEED_CONTENT: Record<Locale, SeedContent> = { 'en-US': enUS, 'es-ES': esES };

/**
 * Writes the JSON content into the built-in tables. The JSON is the source of truth: every start
 * re-seeds, so editing a file and restarting is how built-in content changes. Idempotent.
 */
export async function seedContent(db: Executor, content: Record<Locale, SeedContent> = SEED_CONTENT): Promise<void> {
  for (const locale of routing.locales) {
    const { navbar, footer, pages } = content[locale];
    await db
      .insert(contentNavbar)
      .values({ locale, title: navbar.title, links: navbar.links })
      .onConflictDoUpdate({ target: contentNavbar.locale, set: { title: navbar.title, links: navbar.links } });
    const footerRow = {
      primaryButtonText: footer.primaryButtonText,
      primaryButtonLink: footer.primaryButtonLink,
      facebookText: footer.facebookText,
      facebookLink: footer.facebookLink,
      note: footer.note,
    };
    await db
      .insert(contentFooter)
      .values({ locale, ...footerRow })
      .onConflictDoUpdate({ target: contentFooter.locale, set: footerRow });
    await db.delete(contentFooterLinks).where(eq(contentFooterLinks.locale, locale));
    if (footer.links.length > 0) await db.insert(contentFooterLinks).values(footer.links.map((link) => ({ locale, ...link })));
    for (const page of pages) {
      await db
        .insert(contentPages)
        .values({ locale, ...page })
        .onConflictDoUpdate({
          target: [contentPages.slug, contentPages.locale],
          set: { title: sql`excluded.title`, body: sql`excluded.body`, hidePage: sql`excluded.hide_page` },
        });
    }
  }
}
