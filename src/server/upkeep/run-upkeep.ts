import 'server-only';
import { env } from '@/env';
import { purgeAuditEntries } from '@/server/audit/purge-audit';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { recomputeContributions } from './recompute-contributions';

/** How often a running server purges the audit record of entries past their retention. */
const PURGE_EVERY_MS = 24 * 60 * 60_000;

/** Deletes the audit entries past AUDIT_RETENTION_DAYS; safe to run from every process at once. */
async function purgeExpiredAuditEntries(db: Db): Promise<void> {
  try {
    const purged = await purgeAuditEntries(db, env().auditRetentionDays);
    if (purged > 0) logger.info({ purged, retentionDays: env().auditRetentionDays }, 'audit entries past their retention purged');
  } catch (error) {
    logger.warn({ err: error }, 'purging the audit record failed; the next day tries again');
  }
}

/**
 * Data upkeep, started once the server listens: it runs in the background (the server answers
 * meanwhile) and a failure is logged, not fatal. The one-off recount after a change of rule runs
 * at start (the next start tries again after a failure); the audit record's purge runs at start
 * and then daily. `stop` ends both and waits for what is running.
 */
export function runUpkeep(db: Db): { stop: () => Promise<void> } {
  const started = Date.now();
  const stopping = new AbortController();
  const recount = recomputeContributions(db, stopping.signal).then(
    (people) => {
      if (people > 0) logger.info({ people, ms: Date.now() - started }, 'stored contributions recomputed under the current rule');
    },
    (error: unknown) => logger.warn({ err: error }, 'recomputing stored contributions failed; the next start tries again'),
  );
  let purging = purgeExpiredAuditEntries(db);
  const daily = setInterval(() => {
    purging = purging.then(() => purgeExpiredAuditEntries(db));
  }, PURGE_EVERY_MS);
  daily.unref();
  return {
    stop: () => {
      stopping.abort();
      clearInterval(daily);
      return Promise.all([recount, purging]).then(() => undefined);
    },
  };
}
