/**
 * Asks `ready` until it answers true — for an outside process coming up or writing something,
 * which gives no event to wait on — and fails after `timeoutMs`. Throwing from `ready` ends
 * the wait at once (a process that exited will never come up).
 */
export async function waitUntil(what: string, ready: () => boolean | Promise<boolean>, { timeoutMs = 15_000, intervalMs = 100 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** True once the server answers `/api/health` with 200; false while it is not listening yet. */
export async function answersHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).status === 200;
  } catch {
    return false;
  }
}
