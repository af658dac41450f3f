import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, index } from 'drizzle-orm/pg-core';
import type { NavLink } from '@/lib/content';

/** The built-in content source: one row per language, seeded from src/server/content/seed/*.json. */
export const contentNavbar = pgTable('content_navbar', {
  locale: text('locale').primaryKey(),
  title: text('title').notNull(),
  links: jsonb('links').$type<NavLink[]>().notNull().default([]),
});

export const contentFooter = pgTable('content_footer', {
  locale: text('locale').primaryKey(),
  primaryButtonText: text('primary_button_text').notNull(),
  primaryButtonLink: text('primary_button_link').notNull(),
  facebookText: text('facebook_text').notNull(),
  facebookLink: text('facebook_link').notNull(),
  note: text('note').notNull().default(''),
});

export const contentFooterLinks = pgTable(
  'content_footer_links',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    legacyLink: text('legacy_link').notNull(),
    displayOrder: integer('display_order').notNull(),
  },
  (t) => [index('content_footer_links_locale_idx').on(t.locale, t.displayOrder)],
);

export const contentPages = pgTable(
  'content_pages',
  {
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    /** Rich text (HTML) as an editor wrote it. */
    body: text('body').notNull(),
    hidePage: boolean('hide_page').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
);
