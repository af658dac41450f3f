import 'server-only';
import * as calls from '@/lib/api/calls/retention';
import { keepAccount } from '@/server/retention/keep-account';
import { route } from '../route';

export const retentionRoutes = [route(calls.keepAccount, async ({ db, body }) => ({ status: 200, body: await keepAccount(db, body.token) }))];
