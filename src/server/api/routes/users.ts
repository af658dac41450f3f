import 'server-only';
import * as calls from '@/lib/api/calls/users';
import { limitMailsByEmail } from '@/server/rate-limit/rate-limit';
import { deleteAccount } from '@/server/users/delete-account';
import { cancelEmailChange } from '@/server/users/email-change';
import { exportUserData } from '@/server/users/export-data';
import { getUserJson } from '@/server/users/get-user';
import { setPrimaryAccount } from '@/server/users/set-primary-account';
import { updatePreferences } from '@/server/users/update-preferences';
import { updateProfile } from '@/server/users/update-profile';
import { route } from '../route';

export const userRoutes = [
  // The calls act on the caller, whom the guard made sure the path names.
  // PostgreSQL writes the answer's JSON: it is sent as it comes.
  route(calls.getUser, async ({ db, actor }) => ({ status: 200, raw: await getUserJson({ db, actor }), contentType: 'application/json; charset=utf-8' })),
  route(calls.updateProfile, async ({ db, actor, body }) => {
    // A new address is mailed a confirmation link: the same per-address mail budget as a reset.
    if (body.email && body.email !== actor.email) await limitMailsByEmail('email-change', body.email);
    return { status: 200, body: await updateProfile({ db, actor, input: body }) };
  }),
  route(calls.setPrimaryAccount, async ({ db, actor, body }) => ({ status: 200, body: await setPrimaryAccount({ db, actor, input: body }) })),
  route(calls.cancelEmailChange, async ({ db, actor }) => ({ status: 200, body: await cancelEmailChange({ db, actor }) })),
  route(calls.exportUserData, async ({ db, actor, query }) => {
    const file = await exportUserData({ db, actor, format: query.format });
    // Personal data: saved by the person, kept by no cache on the way.
    return {
      status: 200,
      raw: file.body,
      contentType: file.contentType,
      headers: { 'content-disposition': `attachment; filename="${file.filename}"`, 'cache-control': 'no-store' },
    };
  }),
  route(calls.updatePreferences, async ({ db, actor, body }) => ({ status: 200, body: await updatePreferences({ db, actor, input: body }) })),
  route(calls.deleteAccount, async ({ db, actor, body, clientIp }) => {
    await deleteAccount({ db, actor, input: body, clientIp });
    return { status: 204, body: null };
  }),
];
