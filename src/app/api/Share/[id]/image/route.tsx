import { ImageResponse } from 'next/og';
import { shareImage as call } from '@/lib/api/calls/shares';
import { sharedFigures } from '@/server/shares/shared-figures';
import { nextRoute } from '@/server/api/next-route';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { getSharedProgress } from '@/server/shares/get-shared-progress';

const BRAND = '#17623d';

/**
 * A share link's card (1200×630 PNG, next/og): the same figures as its page, drawn with next/og's
 * bundled font. Live figures, so no caching: a revoked link's image answers 404 at once.
 */
export const GET = nextRoute(call, async ({ params, query }) => {
  const progress = await getSharedProgress({ db: await getDb(), id: params.id });
  if (!progress) throw new AppError('not_found', 'No such share link');
  const { title, figures } = await sharedFigures(progress, query.locale);
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: 64, background: BRAND, color: '#ffffff' }}>
        <div style={{ display: 'flex', fontSize: 60 }}>{title}</div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
          {figures.map((figure) => (
            <div key={figure.key} style={{ display: 'flex', flexDirection: 'column', width: 500, padding: 24, borderRadius: 16, background: '#ffffff', color: '#0f172a' }}>
              <div style={{ display: 'flex', fontSize: 26, color: '#334155' }}>{figure.label}</div>
              <div style={{ display: 'flex', fontSize: 36, color: BRAND }}>{figure.value}</div>
              {figure.note ? <div style={{ display: 'flex', fontSize: 22, color: '#334155' }}>{figure.note}</div> : null}
            </div>
          ))}
        </div>
      </div>
    ),
    { width: 1200, height: 630, headers: { 'cache-control': 'no-store' } },
  );
});
