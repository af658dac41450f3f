// Loaded into the test server with `--import` (tests/support/pg-overlap-guard.ts): records each
// query a pg client is handed while it is still running another one. pg 8 queues such a query
// (and warns once per process, from the third on); pg 9 will not. Every record is a bug: inside a
// transaction queries go one after another; only the pool runs them side by side.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const report = process.env.PG_OVERLAP_REPORT;
const PG_WARNING = 'Calling client.query() when the client is already executing a query';

function record(kind, message, stack) {
  appendFileSync(report, `${JSON.stringify({ kind, message, stack, pid: process.pid })}\n`);
}

if (report) {
  // The app's own pg (Next.js loads it from node_modules as an external package): one module instance.
  const load = createRequire(new URL('../../package.json', import.meta.url));
  const pg = load('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function queryWatched(...args) {
    if (!this.pipeline && (this._activeQuery || this._queryQueue.length > 0)) {
      // Deep enough to reach the app's frames under drizzle's.
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 60;
      const { stack } = new Error('overlapping query');
      Error.stackTraceLimit = limit;
      record('overlap', 'client.query() while the client is executing a query', stack);
    }
    return query.apply(this, args);
  };
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.startsWith(PG_WARNING)) record('deprecation', warning.message, warning.stack);
  });
}
