import { createHash } from 'node:crypto';
import { ImageResponse } from 'next/og';
import { shareImage as call } from '@/lib/api/calls/shares';
import { nextRoute } from '@/server/api/next-route';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { cardFor } from '@/server/shares/card-renders';
import { getSharedProgress, sharedProgressVersion } from '@/server/shares/get-shared-progress';
import { sharedFigures } from '@/server/shares/shared-figures';

const BRAND = '#17623d';

/** The card itself (1200×630 PNG, next/og with its bundled font): the same figures as the page. */
async function drawCard({ title, figures }: Awaited<ReturnType<typeof sharedFigures>>): Promise<Uint8Array> {
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 64,
        background: BRAND,
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', fontSize: 60 }}>{title}</div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        {figures.map((figure) => (
          <div
            key={figure.key}
            style={{ display: 'flex', flexDirection: 'column', width: 500, padding: 24, borderRadius: 16, background: '#ffffff', color: '#0f172a' }}
          >
            <div style={{ display: 'flex', fontSize: 26, color: '#334155' }}>{figure.label}</div>
            <div style={{ display: 'flex', fontSize: 36, color: BRAND }}>{figure.value}</div>
            {figure.note ? <div style={{ display: 'flex', fontSize: 22, color: '#334155' }}>{figure.note}</div> : null}
          </div>
        ))}
      </div>
    </div>,
    { width: 1200, height: 630 },
  );
  return new Uint8Array(await image.arrayBuffer());
}

/** A new drawing gives new tags, so that no client keeps a card of the old design as current. */
const DESIGN = createHash('sha256').update(drawCard.toString()).digest('base64url').slice(0, 8);

/** Whether `If-None-Match` names `etag` (weak or strong, in a list, or `*`). */
function alreadyHeld(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * A share link's card. Every request reads the link and its figures (one bounded read, decision
 * 0050), so a revoked link or deleted account answers 404 at once; the card's bytes come from
 * memory while the figures are unchanged, and a client that holds them gets 304. `no-cache` lets
 * a browser or proxy keep the card but never use it without asking again.
 */
export const GET = nextRoute(call, async ({ params, query, request }) => {
  const progress = await getSharedProgress({ db: await getDb(), id: params.id });
  if (!progress) throw new AppError('not_found', 'No such share link');
  const etag = `"${sharedProgressVersion(progress, query.locale, DESIGN)}"`;
  const headers = { etag, 'cache-control': 'no-cache' };
  if (alreadyHeld(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  const card = await cardFor(`${params.id}:${etag}`, async () => drawCard(await sharedFigures(progress, query.locale)));
  return new Response(card as Uint8Array<ArrayBuffer>, { headers: { ...headers, 'content-type': 'image/png', 'content-length': String(card.byteLength) } });
});
