import { headers } from 'next/headers';

/**
 * The least an App Router page of this build costs: one heading, rendered per request as every
 * product page is (each carries a fresh CSP nonce). Only a build made with BENCH_FLOOR_PAGE=1
 * (`npm run bench`) has this file as a page; next.config.ts reads `.bench.tsx` only then.
 */
// Not a product string: no resident ever sees a bench build.
const HEADING = 'Floor';

export default async function FloorPage() {
  await headers();
  return (
    <main>
      <h1>{HEADING}</h1>
    </main>
  );
}
