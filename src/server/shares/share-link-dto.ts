import 'server-only';
import type { ShareLink } from '@/lib/schemas/shares';
import { shareLinks } from '@/server/db/schema';

export const shareLinkColumns = { id: shareLinks.id, includeWeight: shareLinks.includeWeight, createdAt: shareLinks.createdAt };

export function toShareLink(row: { id: string; includeWeight: boolean; createdAt: Date }): ShareLink {
  return { id: row.id, path: `/s/${row.id}`, includeWeight: row.includeWeight, createdAt: row.createdAt.toISOString() };
}
