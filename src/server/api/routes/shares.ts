import 'server-only';
import * as calls from '@/lib/api/calls/shares';
import { createShare } from '@/server/shares/create-share';
import { listShares } from '@/server/shares/list-shares';
import { revokeShare } from '@/server/shares/revoke-share';
import { route } from '../route';

/** The image (calls.shareImage) is Next's: src/app/api/Share/[id]/image/route.tsx. */
export const shareRoutes = [
  route(calls.createShare, async ({ db, actor, body }) => ({ status: 201, body: await createShare({ db, actor, input: body }) })),
  route(calls.listShares, async ({ db, actor }) => ({ status: 200, body: await listShares({ db, actor }) })),
  route(calls.revokeShare, async ({ db, actor, params }) => {
    await revokeShare({ db, actor, id: params.id });
    return { status: 204, body: null };
  }),
];
