import { describe, expect, it } from 'vitest';
import { filterAndPage } from './paginate';

const people = Array.from({ length: 23 }, (_, i) => ({ email: `person${i}@${i % 2 ? 'odd' : 'even'}.org` }));

describe('filterAndPage', () => {
  it('cuts pages and reports the total', () => {
    const first = filterAndPage(people, '', 1, 10);
    expect(first).toMatchObject({ page: 1, pages: 3, total: 23, matching: 23 });
    expect(first.rows).toHaveLength(10);
    expect(filterAndPage(people, '', 3, 10).rows).toHaveLength(3);
  });
  it('filters by email, ignoring case and spaces, keeping the overall total', () => {
    const result = filterAndPage(people, ' PERSON1@ODD ', 1, 10);
    expect(result.rows).toEqual([{ email: 'person1@odd.org' }]);
    expect(result).toMatchObject({ total: 23, matching: 1, pages: 1 });
  });
  it('clamps the page into range', () => {
    expect(filterAndPage(people, 'even', 9, 10).page).toBe(2);
    expect(filterAndPage([], '', 0, 10)).toMatchObject({ page: 1, pages: 1, rows: [] });
  });
});
