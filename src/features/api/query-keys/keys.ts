import type { QueryKey } from '@tanstack/react-query';

/**
 * The query keys of the browser's data layer, one file per resource (so that a page's bundle
 * holds only the keys it uses: a single object would put every key in the layout's chunk). Each resource's keys start with its `all` key, so invalidating `all`
 * refreshes every query of that resource (TanStack matches by prefix). What a change refreshes
 * is beside the hooks that change it (../weight-logs.ts, ../goals.ts) or in ../refresh.ts.
 */
export type Keys = Record<string, QueryKey | ((...args: never[]) => QueryKey)>;
