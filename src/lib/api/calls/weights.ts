import {
  accountIdParamsSchema,
  logWeightResultSchema,
  logWeightSchema,
  updateWeightLogSchema,
  userIdParamsSchema,
  weightLogEntrySchema,
  weightLogIdParamsSchema,
  weightLogListSchema,
} from '@/lib/schemas/weights';
import { importAnswerSchema, importWeightsSchema } from '@/lib/schemas/weight-import';
import { organizationProgressSchema } from '@/lib/schemas/organization-progress';
import { sharedWeightsSchema } from '@/lib/schemas/weight-sharing';
import { callsOf, capability, created, inBody, inParams, noContent, ok, self } from '../define-call';

const weightCalls = callsOf('WeightLog');

// Without accountId the caller's personal account, which its owner always administers.
export const logWeight = weightCalls.post(
  '/api/WeightLog/log-weight',
  capability('administerAccount', inBody('accountId'), 'You may not log weight for this account'),
)(
  {
    body: logWeightSchema,
    responses: { ...created(logWeightResultSchema, 'A new day was logged'), ...ok(logWeightResultSchema, "The day's weight was replaced (`replaced: true`)") },
    errors: [400, 403, 404, 409],
    // An offline weigh-in may be sent twice: the Idempotency-Key header makes the repeat a no-op.
    idempotent: true,
  },
  "Log a day's weight (a second log for the day replaces the first)",
  "One log per user, account and day: logging a day again replaces its weight (200, `replaced: true`). `milestones` are the ones this request recorded (always empty for an organisation's log). With `ask: true`, a personal weigh-in that would replace another weight of its day (409, detail `DayTaken`) or that differs from the person's nearest weigh-in by more than a body changes (more than 4 % plus 0.3 % a day between them: 409, detail `UnusualWeight`) changes nothing until `answered` names that question (`dayTaken`, `unusual`).",
  'A personal account is logged for by its owner; an organisation account only by an active Admin or OrganizationAdmin of it (403 otherwise, also for an account the caller does not belong to).',
);

export const listUserWeightLogs = weightCalls.get('/api/WeightLog/user/{userId}', self('userId', "You may not read another user's weight logs"))(
  { params: userIdParamsSchema, responses: ok(weightLogListSchema, 'Weight history'), errors: [400, 403] },
  "The caller's personal weight history, newest first",
  '403 when `userId` is not the caller. PostgreSQL writes the JSON (from an index-only scan), in the same shape as the entries log-weight answers.',
);

export const listOrganizationWeightLogs = weightCalls.get(
  '/api/WeightLog/organization/{accountId}',
  capability('manageOrganization', inParams('accountId'), "Only this organisation's admins may read its weight logs"),
)(
  { params: accountIdParamsSchema, responses: ok(weightLogListSchema, "The organisation's logs"), errors: [400, 403, 404] },
  "An organisation's weight logs (its admins only)",
  'Logged by any of its admins, newest first. Anyone but an active Admin or OrganizationAdmin of it (a plain member, an admin of another organisation, an account that does not exist or is personal) gets the same 403, so the answer does not reveal which organisations exist.',
);

// The SPEC §7 path above already answers the organisation's own logs (its dashboard's history),
// so its outcome figures live one level below it.
export const getOrganizationProgress = weightCalls.get(
  '/api/WeightLog/organization/{accountId}/progress',
  capability('readOrganizationProgress', inParams('accountId'), "Only this organisation's admins may see its progress"),
)(
  { params: accountIdParamsSchema, responses: ok(organizationProgressSchema, "The organisation's figures"), errors: [400, 403] },
  "An organisation's progress: members, active this week, pounds lost together, average % lost, shares who lost 3/5/10 %, its goal and a 12-week trend (its admins only; aggregate figures only, those about fewer than COALITION_MIN_GROUP_SIZE people suppressed)",
  "For its active Admins and OrganizationAdmins only (anyone else the same 403). Only `Active` memberships count, from each member's personal weigh-ins: the starting weight is the earliest-dated one. `poundsLost` sums each member's loss never below zero; `averagePercentLost` and the shares are over participants (members who weighed in) with the net change, one decimal; `activeThisWeek` counts a weigh-in on one of the last 7 days up to `asOf`; `weekly` is the total at the end of each of the last 12 weeks. `percentOfTarget` is null without a goal.",
  '**Every figure but `members` and `targetWeightLoss` is `{ value, suppressed }`** (`COALITION_MIN_GROUP_SIZE`, 11): `participants` and `activeThisWeek` when under 11 or when the members they leave out are 1 to 10; every weight figure when its participants are under 11 or when those of them who do not share their weights are 1 to 10.',
  "**The figures are a publication**: a new count replaces them only once at least `COALITION_MIN_GROUP_SIZE` members who do not share their weights (admins aside) have joined, left or changed their weigh-ins since; `asOf` is the publication's day, `members` is live, and each week shows the last total published by its end.",
);

export const listSharedWeights = weightCalls.get(
  '/api/WeightLog/organization/{accountId}/shared-weights',
  capability('readSharedWeights', inParams('accountId'), "Only this organisation's admins may see its members' shared weights"),
)(
  { params: accountIdParamsSchema, responses: ok(sharedWeightsSchema, 'The members who agreed, by name'), errors: [400, 403] },
  "The starting and latest weights of the organisation's members who agreed to show them to its admins (its admins only; nobody else's weight)",
  'Only `Active` memberships whose member turned `shareWeights` on are listed, by last name, first name, email. Weights are pounds, the first and latest personal weigh-in (null before one), `lost` starting minus latest to a tenth and `percentLost` one decimal (both negative for a gain). Never suppressed (those listed agreed), read on every call and answered `Cache-Control: no-store`: a member who turns it off is gone from the next answer on every instance.',
);

// Only the entry names its person and account: the service answers 404 for another person's.
export const getWeightLog = weightCalls.get('/api/WeightLog/{id}', 'signedIn')(
  { params: weightLogIdParamsSchema, responses: ok(weightLogEntrySchema, 'The entry'), errors: [400, 403, 404] },
  'One of your own entries',
  "Another person's entry answers 404 exactly like a missing one, so entry ids do not leak; an entry the caller logged for an organisation they no longer administer answers 403.",
);

// The entry names its account: the service checks administerAccount on it once it is read.
export const updateWeightLog = weightCalls.put('/api/WeightLog/{id}', 'signedIn')(
  {
    params: weightLogIdParamsSchema,
    body: updateWeightLogSchema,
    responses: ok(weightLogEntrySchema, 'The changed entry'),
    errors: [400, 403, 404, 409],
    idempotent: true,
  },
  'Change the weight and/or the day of one of your own entries',
  "Same bounds as log-weight; at least one of the two (`_root` error `nothingToChange` otherwise). Moving the entry onto a day that already has one of the same account is 409 (the person chooses which to keep); it never merges silently. With `ask: true` the weigh-in's questions apply as in log-weight (409 `DayTaken` or `UnusualWeight` until `answered` names them), and a move answered `dayTaken` replaces the day's other entry. Another person's entry answers 404 like a missing one; an entry on an organisation the caller no longer administers answers 403. The community total follows in the same transaction.",
);

export const deleteWeightLog = weightCalls.delete('/api/WeightLog/{id}', 'signedIn')(
  { params: weightLogIdParamsSchema, responses: noContent('Deleted'), errors: [400, 403, 404], idempotent: true },
  'Delete one of your own entries',
  "404 when the entry does not exist or is someone else's; a second delete is 404, unless it repeats the first with its `Idempotency-Key`. The community total follows in the same transaction; a person whose last personal entry is deleted stops counting as a participant.",
);

// As log-weight: the caller's personal account without accountId, else one they administer.
export const importWeights = weightCalls.post(
  '/api/WeightLog/import',
  capability('administerAccount', inBody('accountId'), 'You may not import weights into this account'),
)(
  {
    body: importWeightsSchema,
    responses: ok(importAnswerSchema, 'What the file holds and, for a commit, what changed'),
    errors: [400, 403, 404, 413, 422],
    perPerson: 'import',
    // One import at a time per person: a second one while the first runs answers 429 with Retry-After.
    rateLimited: true,
  },
  "Import a weight history file (The Hacker's Diet Online, Libra, TrendWeight, openScale, our CSV export, or date,weight): `preview` stores nothing, `commit` stores every accepted day in one transaction",
  "`text` is the file's content. Without `accountId` the caller's personal account; with one, an account the caller administers (403 otherwise).",
  "Formats, recognised from the first lines: The Hacker's Diet Online CSV export (a header with a `Rung` column), Libra (`#Version:5`, `#Units:kg|lbs`, rows `date;weight;…`), TrendWeight's CSV export, openScale's CSV export (kilograms), our own export (`date,weight_lb,weight_kg,trend_lb`), and plain `date,weight` lines with or without a header (ISO or slashed dates, comma, semicolon or tab between the cells, a decimal comma with semicolons, the unit in the header, each cell, or `unit`). Slashed dates that read both ways (03/04/2024) follow `dateOrder`; one day above 12 decides for the whole file. Weights are converted to pounds and stored to a tenth.",
  '`preview` stores nothing. `commit` stores every accepted day in one transaction, then recomputes the person\'s progress and the community total once. A day already logged with another weight keeps it (`existing: "keep"`, the default) or takes the file\'s (`"replace"`); the same file committed twice changes nothing the second time. `refused` lists the first 200 refused lines (`unreadable`, `futureDate`, `tooEarly`, `weightOutOfRange`, `duplicateDate`, `mixedUnits`), `refusedCount` counts them all.',
  '422 (nothing stored): a binary file, a file without a weigh-in, a commit while `needs` is not empty, a commit with refused lines without `skipRefused: true`, a commit with no accepted day. 413: the file over 2 MiB or 40,000 lines, or one that takes more than 10 s or 128 MiB to read. 429 with `Retry-After: 5`: another import of the same person is running. 503 with `Retry-After: 5`: every read thread is busy.',
);
