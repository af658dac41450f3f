import type { ApiCall } from '../define';
import * as accessibility from './accessibility';
import * as accounts from './accounts';
import * as auth from './auth';
import * as coalition from './coalition';
import * as goals from './goals';
import * as milestones from './milestones';
import * as reminders from './reminders';
import * as retention from './retention';
import * as shares from './shares';
import * as shell from './shell';
import * as users from './users';
import * as weights from './weights';

/** Every call of the product API, for the server and the OpenAPI document (browsers import single calls). */
export const allCalls: readonly ApiCall[] = [
  auth,
  accounts,
  users,
  weights,
  goals,
  milestones,
  coalition,
  reminders,
  retention,
  shares,
  shell,
  accessibility,
].flatMap((module) =>
  Object.values(module).filter((value): value is ApiCall => typeof value === 'object' && value !== null && 'method' in value && 'path' in value),
);
