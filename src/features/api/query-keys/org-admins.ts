import type { Keys } from './keys';

export const orgAdminsKeys = {
  all: ['orgAdmins'],
  page: (accountIds: readonly string[], page: { search: string; page: number }) => ['orgAdmins', ...accountIds, page],
} as const satisfies Keys;
