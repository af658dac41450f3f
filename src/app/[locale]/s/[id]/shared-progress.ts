import 'server-only';
import { cache } from 'react';
import { shareIdSchema } from '@/lib/schemas/shares';
import { getDb } from '@/server/db/client';
import { getSharedProgress } from '@/server/shares/get-shared-progress';

/** One read per request for the page and its metadata; a malformed id is simply unknown. */
export const sharedProgressFor = cache(async (id: string) => {
  if (!shareIdSchema.safeParse(id).success) return null;
  return getSharedProgress({ db: await getDb(), id });
});
