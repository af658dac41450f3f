import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/server/logger';
import { logPgQueryOverlap, PG_QUERY_OVERLAP_LOG, PG_QUERY_OVERLAP_WARNING } from './pg-warnings';

/** Resolves once every 'warning' listener registered before it has run for the next warning. */
const nextWarning = () => new Promise<Error>((resolve) => process.once('warning', resolve));

describe('finding 3: an overlapping pg query is logged as an error', () => {
  afterEach(() => vi.restoreAllMocks());

  it("turns pg's deprecation into one error line with a stable message, and leaves other warnings alone", async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    logPgQueryOverlap();
    logPgQueryOverlap(); // a second call adds no second listener

    let seen = nextWarning();
    process.emitWarning('Some other library is deprecated', 'DeprecationWarning');
    await seen;
    expect(error).not.toHaveBeenCalled();

    seen = nextWarning();
    process.emitWarning(`${PG_QUERY_OVERLAP_WARNING} is deprecated and will be removed in pg@9.0.`, 'DeprecationWarning');
    await seen;
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![1]).toBe(PG_QUERY_OVERLAP_LOG);
    expect(error.mock.calls[0]![0]).toMatchObject({ warning: `${PG_QUERY_OVERLAP_WARNING} is deprecated and will be removed in pg@9.0.` });
  });
});
