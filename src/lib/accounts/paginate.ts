/** Filters by email (case-insensitive substring) and cuts one page; `page` is clamped, 1-based. */
export function filterAndPage<T extends { email: string }>(items: readonly T[], filter: string, page: number, pageSize: number) {
  const needle = filter.trim().toLowerCase();
  const matching = needle ? items.filter((item) => item.email.toLowerCase().includes(needle)) : [...items];
  const pages = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: matching.slice((current - 1) * pageSize, current * pageSize), page: current, pages, total: items.length, matching: matching.length };
}
