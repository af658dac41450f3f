/** Opens (and migrates, and seeds) the database once, before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { logPgQueryOverlap } = await import('@/server/db/pg-warnings');
  logPgQueryOverlap();
  const { getDatabase } = await import('@/server/db/client');
  await getDatabase();
}
