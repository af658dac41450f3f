import 'server-only';
import type { WeightLogEntry } from '@/lib/schemas/weights';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { findOwnLog } from './find-own-log';
import { toWeightLogEntry } from './weight-log-dto';

/** One entry the actor logged, in an account they still administer (see findOwnLog for the 404 and 403). */
export async function getWeightLog({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<WeightLogEntry> {
  return toWeightLogEntry(await findOwnLog(db, actor, id, 'read'));
}
