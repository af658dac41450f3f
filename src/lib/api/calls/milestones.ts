import { milestoneListSchema } from '@/lib/schemas/milestones';
import { callsOf, ok } from '../define-call';

const milestoneCalls = callsOf('Milestone');

/**
 * Milestones are recorded by the server when a weigh-in earns them (log,
 * edit or import of personal weights); a log-weight answer names the ones it earned. This lists them.
 */
export const listMilestones = milestoneCalls.get('/api/Milestone', 'signedIn')(
  { responses: ok(milestoneListSchema, 'Your milestones') },
  'Your achievements: the milestones you have earned (first weigh-in, 7/30/100-day streaks, every 5 lb / 2.5 kg / half stone and every 5 % lost, goal reached), newest first',
  'At most 500, newest first by `earnedOn`. `kind` is `firstWeighIn`, `streak` (`amount` days), `weightLost` (`amount` in `unit`), `percentLost` (`amount` percent of the first weight) or `goalReached` (`amount` the goal in pounds). Recorded by the server once per person and milestone, in the transaction of the log-weight, edit or import that earned them.',
);
