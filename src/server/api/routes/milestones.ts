import 'server-only';
import * as calls from '@/lib/api/calls/milestones';
import { listMilestones } from '@/server/milestones/list-milestones';
import { route } from '../route';

export const milestoneRoutes = [route(calls.listMilestones, async ({ db, actor }) => ({ status: 200, body: await listMilestones({ db, actor }) }))];
