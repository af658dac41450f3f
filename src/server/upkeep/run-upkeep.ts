import 'server-only';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { recomputeContributions } from './recompute-contributions';

/**
 * One-off data upkeep after a change of rule, started once the server listens: it runs in the
 * background (the server answers meanwhile) and a failure is logged, not fatal; the next start
 * tries again. `stop` ends it between two people and waits for that.
 */
export function runUpkeep(db: Db): { stop: () => Promise<void> } {
  const started = Date.now();
  const stopping = new AbortController();
  const running = recomputeContributions(db, stopping.signal).then(
    (people) => {
      if (people > 0) logger.info({ people, ms: Date.now() - started }, 'stored contributions recomputed under the current rule');
    },
    (error: unknown) => logger.warn({ err: error }, 'recomputing stored contributions failed; the next start tries again'),
  );
  return {
    stop: () => {
      stopping.abort();
      return running;
    },
  };
}
