import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

// The columns most tables share, written once (a table's own columns stay in its file).

/** A random uuid primary key. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written; `updated_at` is set again by the code that changes the row. */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A moment, or null until it happens. */
export const momentColumn = (name: string) => timestamp(name, { withTimezone: true });

/** Pounds to a tenth (SPEC §9); `digits` is the total number of digits. */
export const poundsColumn = (name: string, digits = 5) => numeric(name, { precision: digits, scale: 1, mode: 'number' });
