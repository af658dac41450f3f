/** Every resource's keys, for tests (browser code imports the resource's own file). */
import { userKeys } from './user';
import { invitationsKeys } from './invitations';
import { organizationsKeys } from './organizations';
import { remindersKeys } from './reminders';
import { sharesKeys } from './shares';
import { milestonesKeys } from './milestones';
import { orgAdminsKeys } from './org-admins';
import { weightLogsKeys } from './weight-logs';
import { goalsKeys } from './goals';
import { communityProgressKeys } from './community-progress';
import { videoTitleKeys } from './video-title';
import { coalitionKeys } from './coalition';

export const queryKeys = {
  user: userKeys,
  invitations: invitationsKeys,
  organizations: organizationsKeys,
  orgAdmins: orgAdminsKeys,
  weightLogs: weightLogsKeys,
  goals: goalsKeys,
  communityProgress: communityProgressKeys,
  videoTitle: videoTitleKeys,
  reminders: remindersKeys,
  shares: sharesKeys,
  milestones: milestonesKeys,
  coalition: coalitionKeys,
} as const;
