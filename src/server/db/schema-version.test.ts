import { describe, expect, it } from 'vitest';
import { compareSchema, describeRelease, NewerSchemaError, readJournal, type KnownMigration } from './schema-version';

const known: KnownMigration[] = [
  { idx: 0, when: 1_000, tag: '0000_init', hash: 'a' },
  { idx: 1, when: 2_000, tag: '0001_more', hash: 'b' },
];

describe('where a database stands against the journal', () => {
  it('is empty before the first migration', () => {
    expect(compareSchema([], known)).toEqual({ status: 'empty' });
  });

  it('is current with every migration, older with fewer', () => {
    expect(
      compareSchema(
        [
          { hash: 'a', createdAt: 1_000 },
          { hash: 'b', createdAt: 2_000 },
        ],
        known,
      ),
    ).toEqual({ status: 'current', applied: 2, last: known[1] });
    expect(compareSchema([{ hash: 'a', createdAt: 1_000 }], known)).toEqual({ status: 'older', applied: 1, last: known[0] });
  });

  it('is newer with a migration dated after the last one, or with more migrations than the journal', () => {
    expect(
      compareSchema(
        [
          { hash: 'a', createdAt: 1_000 },
          { hash: 'z', createdAt: 3_000 },
        ],
        known,
      ),
    ).toEqual({ status: 'newer', applied: 2, lastCreatedAt: 3_000 });
    const more = [1_000, 1_500, 2_000].map((createdAt) => ({ hash: String(createdAt), createdAt }));
    expect(compareSchema(more, known)).toEqual({ status: 'newer', applied: 3, lastCreatedAt: 2_000 });
  });

  it('names both versions when it refuses, from the journal of drizzle/', () => {
    const journal = readJournal();
    expect(journal.length).toBeGreaterThan(0);
    expect(journal.every((migration, index) => migration.idx === index && /^[0-9a-f]{64}$/.test(migration.hash))).toBe(true);
    const error = new NewerSchemaError('The database', { status: 'newer', applied: journal.length + 1, lastCreatedAt: Date.UTC(2100, 0, 1) });
    expect(error.message).toBe(
      `The database comes from a newer release of the tracker: it has schema ${journal.length + 1} (its last migration, dated 2100-01-01T00:00:00.000Z, ` +
        `is unknown to this release), while this release knows ${describeRelease(journal)}. Run the newer release on it, or restore a backup made by this release (docs/operations.md, "Upgrades").`,
    );
    expect(describeRelease(journal)).toBe(`schema ${journal.length} (${journal.at(-1)!.tag})`);
  });
});
