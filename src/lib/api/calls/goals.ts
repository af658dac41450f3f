import { standingsSchema } from '@/lib/schemas/standings';
import { communityProgressSchema } from '@/lib/schemas/community';
import { goalSchema, setGoalResultSchema, setGoalSchema } from '@/lib/schemas/goals';
import { accountIdParamsSchema } from '@/lib/schemas/weights';
import { callsOf, capability, created, inBody, inParams, noContent, ok } from '../define-call';

const goalCalls = callsOf('WeightLossGoal');
const communityCalls = callsOf('CommunityProgress');

const GOAL_DENIED = "You may not manage this account's goal";

/** Who reads and deletes an account's goal. */
const ACCOUNT_GOAL_RULE =
  'The owner of a personal account, or an Admin or OrganizationAdmin of an organisation; anyone else 403 whether the account exists or not.';

/** Having no goal is an ordinary state of an account, not a failed request: a 404 would read as one in logs and browsers. */
const NO_GOAL = '`null` when no goal is set: having none is not an error.';

export const getMyGoal = goalCalls.get('/api/WeightLossGoal/my-goal', 'signedIn')(
  { responses: ok(goalSchema.nullable(), 'The goal, or null when none is set') },
  "The caller's personal goal",
  NO_GOAL,
);

export const getAccountGoal = goalCalls.get('/api/WeightLossGoal/{accountId}', capability('administerAccount', inParams('accountId'), GOAL_DENIED))(
  { params: accountIdParamsSchema, responses: ok(goalSchema.nullable(), 'The goal, or null when none is set'), errors: [400, 403] },
  "An account's goal: your personal account, or an organisation you administer",
  ACCOUNT_GOAL_RULE,
  NO_GOAL,
);

export const deleteGoal = goalCalls.delete('/api/WeightLossGoal/{accountId}', capability('administerAccount', inParams('accountId'), GOAL_DENIED))(
  { params: accountIdParamsSchema, responses: noContent('Deleted'), errors: [400, 403, 404] },
  "Delete an account's goal",
  ACCOUNT_GOAL_RULE,
  '404 when a permitted caller deletes a goal the account does not have.',
);

export const setGoal = goalCalls.post('/api/WeightLossGoal', capability('administerAccount', inBody('accountId'), GOAL_DENIED))(
  {
    body: setGoalSchema,
    responses: { ...created(setGoalResultSchema, 'Created'), ...ok(setGoalResultSchema, 'Replaced the existing goal (`replaced: true`)') },
    errors: [400, 403, 404],
  },
  'Set a goal: a goal weight (personal) or a target weight loss (organisation); replaces an existing one',
  "Exactly one of the two amounts (`_root` error `goalKindMismatch` otherwise); `accountId` defaults to the caller's personal account. A personal account takes `goalWeight`; an organisation `targetWeightLoss` (pounds to lose together, one decimal); the other kind is 400 `goalKindMismatch` on that field.",
  "**A safe goal**: when the owner of a personal account has a height (`heightCm`), a `goalWeight` whose BMI is below 18.5 is 400 with `errors.goalWeight = { key: 'goalBelowSafeBmi', values: { minimum, bmi: 18.5 } }`, `minimum` being the lowest safe goal in stored pounds that the owner's unit can hold as typed; the goal is unchanged.",
  "**One goal per account**: a second POST replaces the first (201 `replaced: false` for a new goal, 200 `replaced: true` with the same `id`). A personal account's goal is set by its owner, an organisation's by its active Admins and OrganizationAdmins; anyone else 403, also for an account that does not exist.",
);

export const getCommunityProgress = communityCalls.get('/api/CommunityProgress', 'signedIn')(
  { responses: ok(communityProgressSchema, 'Community progress') },
  'The community total toward 1,000,000 lbs lost',
  '`percent` is `totalPoundsLost / goalPounds × 100`, four decimals, at most 100. The sum of 64 maintained slot rows: constant cost, never a scan of the logs; each process keeps the answer for up to a second.',
  "A participant's pounds lost are their loss since their first personal weigh-in (by date), step by step from one weigh-in to the next, never below zero; a step larger than 4 % of the weight plus 0.3 % a day between the two weigh-ins waits (a typo: 300 → 30 lb): the next weigh-in is either plausible from the last accepted weight (the odd one is ignored for good) or from the odd one (two in a row confirm a new level, and the jump itself counts nothing). A regain counts against the person. Organisation-account logs do not count. A person who deletes their account takes their logs with them, but the total and the participant count keep what they contributed, anonymously.",
);

export const getStandings = communityCalls.get('/api/CommunityProgress/standings', 'signedIn')(
  { responses: ok(standingsSchema, 'The standings') },
  'The team standings: organisations whose admins opted in and with at least 11 members active in the last 28 days, ranked by the average % of starting weight lost (one decimal; ties share a rank, listed by name)',
  "`averagePercentLost` is the mean net % of starting weight lost over the members who weighed in, rounded to one decimal **before** ranking; ties share a rank (1, 1, 3) and are listed by name, then id. Each organisation's figures are its published progress, kept per process as long as the coalition's figures.",
);
