import 'server-only';
import type { Route } from '../route';
import { accessibilityRoutes } from './accessibility';
import { accountRoutes } from './accounts';
import { authRoutes } from './auth';
import { coalitionRoutes } from './coalition';
import { goalRoutes } from './goals';
import { milestoneRoutes } from './milestones';
import { reminderRoutes } from './reminders';
import { retentionRoutes } from './retention';
import { shareRoutes } from './shares';
import { shellRoutes } from './shell';
import { userRoutes } from './users';
import { weightRoutes } from './weights';

/** Every call the API server answers: one route per definition of src/lib/api/calls (but Next's preview). */
export const apiRoutes: readonly Route[] = [
  ...authRoutes,
  ...accountRoutes,
  ...userRoutes,
  ...weightRoutes,
  ...goalRoutes,
  ...milestoneRoutes,
  ...coalitionRoutes,
  ...reminderRoutes,
  ...retentionRoutes,
  ...shareRoutes,
  ...shellRoutes,
  ...accessibilityRoutes,
];
