import 'server-only';

// The API's bundle and the server's are separate module graphs of one process (src/server/db/client.ts):
// the set of work in flight is shared through globalThis, as the database is.
const shared = globalThis as unknown as { __workInFlight?: Set<Promise<unknown>> };
const inFlight = (shared.__workInFlight ??= new Set());

/**
 * Counts `work` (an API call's handling) as in flight until it settles. A client that goes away
 * does not stop its request's work, and the server's 'close' does not wait for it: stopping
 * waits for this instead, so no handler finds the database closed under it.
 */
export function trackWork<T>(work: Promise<T>): Promise<T> {
  inFlight.add(work);
  const done = () => inFlight.delete(work);
  work.then(done, done);
  return work;
}

/** How many tracked pieces of work are in flight now. */
export const workInFlight = (): number => inFlight.size;

/** Resolves when no tracked work is in flight, or after `timeoutMs` whatever is left. */
export async function workSettled(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (inFlight.size > 0 && Date.now() < deadline) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
    await Promise.race([Promise.allSettled([...inFlight]), timeout]);
    clearTimeout(timer);
  }
}
