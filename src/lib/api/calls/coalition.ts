import { auditEntriesQuerySchema, auditEntriesSchema } from '@/lib/schemas/audit';
import { coalitionOutcomesQuerySchema, coalitionOutcomesSchema } from '@/lib/schemas/coalition';
import { callsOf } from '../define-call';

const coalitionCalls = callsOf('Coalition');

export const getCoalitionOutcomes = coalitionCalls.get('/api/Coalition/outcomes', { role: 'Admin', denied: "Only the coalition's Admin may see its outcomes" })(
  {
    query: coalitionOutcomesQuerySchema,
    responses: {
      200: {
        description: 'The figures, as JSON or as a CSV file',
        attachment: true,
        mediaTypes: { 'application/json': coalitionOutcomesSchema, 'text/csv': null },
      },
    },
    errors: [400, 403, 404],
  },
  "The coalition's outcomes: participants, new this week, active in 7 and 28 days, the community total and participants (public on every dashboard, so never suppressed), shares who lost 3/5/10 %, retention at 4/12/26 weeks by join week, overall and per organisation (its Admin only; any figure about fewer than 11 people is null with `suppressed: true`); the community total and participants week by week over a range; `format=csv` for grant reports",
  "For the coalition's `Admin` only (a flag set by `npm run admin -- grant <email>`): anyone else, an organisation's own admins included, 403 with nothing revealed; an unknown organisation 404 (to the Admin only).",
  "`retention` is, of those who joined at least that long ago, the share with a weigh-in that long after their first; `cohorts` are the join weeks (Mondays, oldest first); `organizations` each organisation's `summary` (none when `organizationId` narrows everything to one organisation's active members). `asOf` and every week are days of the coalition's calendar, `timeZone` (`COALITION_TIME_ZONE`).",
  '**Every figure is `{ value, suppressed }`**: a figure about fewer than `minGroupSize` people (`COALITION_MIN_GROUP_SIZE`, 11) is suppressed, and so is one that a published total minus other shown figures would reveal for such a group. Shares are percentages with one decimal. `communityWeeks` is the community total and participants at the end of each week (Mondays) from `from` to `to` (the last twelve weeks to today unless told; at most two years; a week about too few people suppressed). `format=csv` is the same figures as a file (`group,organization,week_starting,measure,value,suppressed`: the value a number, empty when `suppressed` is `true`; every cell neutralised against formula injection). Counted from `participant_progress` and kept by each process for `COALITION_FIGURES_MAX_AGE_SECONDS` (60 s): `countedAt` says when.',
);

export const getAuditEntries = coalitionCalls.get('/api/Coalition/audit', { role: 'Admin', denied: "Only the coalition's Admin may read the audit record" })(
  {
    query: auditEntriesQuerySchema,
    responses: {
      200: {
        description: 'A page of entries as JSON, or every entry the filters keep as a CSV file',
        attachment: true,
        mediaTypes: { 'application/json': auditEntriesSchema, 'text/csv': null },
      },
    },
    errors: [400, 403],
  },
  'The audit record of administrative actions, newest first: who acted, what they did, to whom, in which organisation, when and with what outcome; `format=csv` for the whole filtered record as a file',
  "For the coalition's `Admin` only: anyone else, an organisation's own admins included, 403. Every CSV download is itself an entry (`audit.export`).",
  "**Recorded**: invitations (`member.invite`, `member.invite_resend`), removals (`member.remove`), role changes (`member.role_change`), answers to requests to join (`join_request.approve`, `join_request.decline`), `npm run admin` grants and revocations (`coalition_admin.grant`, `coalition_admin.revoke`), downloads of the coalition's outcomes CSV (`coalition.outcomes_export`) and of this record (`audit.export`), and account deletions (`account.delete`, by the person (`self`) or the inactive-accounts rule (`system`), with nothing that names the person). `outcome` is `succeeded`, or `refused` for an attempt the action's rules turned down (403, 409), `detail.reason` saying why.",
  '**People**: `actorEmail` and `targetEmail` are the addresses of now of the admin who acted and the person acted on; once either deletes their account the entry keeps nothing of them (`actorEmail`/`targetEmail` null, `actorDeleted`/`targetDeleted` true). `actorKind` is `person` (an admin), `self` (a person deleting their own account), `command` (`npm run admin`) or `system` (the deletion of inactive accounts). Filters: `action`, `outcome`, `actorEmail` (contains, any case), `organizationId`, `from`/`to` (UTC days, both included); `page` and `pageSize` (at most 100). Entries older than `retentionDays` (`AUDIT_RETENTION_DAYS`) are purged; the app has no way to change or delete one.',
);
