import { z } from 'zod';
import { ACCOUNT_TYPES, MEMBERSHIP_STATUSES, ROLES } from '@/lib/accounts/roles';
import { emailSchema, mailLocaleSchema } from './auth';
import { ACCOUNT_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, ISO_TIMESTAMP_MAX_LENGTH, NAME_MAX_LENGTH } from './bounds';

/** Request and response shapes of /api/Account/*. Message texts are keys under `Validation`. */
// Roles and account types are defined once, with the rules about them (src/lib/accounts/roles.ts).
export const roleSchema = z.enum(ROLES, { error: 'invalidValue' });
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type { AccountType, Role } from '@/lib/accounts/roles';
export const membershipStatusSchema = z.enum(MEMBERSHIP_STATUSES);
export type { MembershipStatus } from '@/lib/accounts/roles';

export const idSchema = z.uuid({ error: 'invalidValue' });

/** The bounds of answers (OpenAPI `maxLength`): what the inputs and the services allow. */
export const accountNameSchema = z.string().max(ACCOUNT_NAME_MAX_LENGTH);
export const timestampSchema = z.string().max(ISO_TIMESTAMP_MAX_LENGTH);
export const storedEmailSchema = z.string().max(EMAIL_MAX_LENGTH);
export const storedNameSchema = z.string().max(NAME_MAX_LENGTH);

/** SPEC §3 Account: one of the user's active memberships (`id` is the userAccountId). */
export const accountSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  accountName: accountNameSchema,
  accountType: accountTypeSchema,
  role: roleSchema,
  isPrimary: z.boolean(),
  invitationDate: timestampSchema.nullable(),
  userId: z.uuid(),
  /** The member agreed that the organisation's admins see their weights; false for the personal account. */
  shareWeights: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** An organisation a user may pick in the profile (GET /api/Account/organizations). */
export const organizationSchema = z.object({ accountId: z.uuid(), accountName: accountNameSchema });
export type Organization = z.infer<typeof organizationSchema>;

/** SPEC §3 Invitation (`id` is the userAccountId). */
export const invitationSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  userId: z.uuid(),
  accountName: accountNameSchema,
  accountType: accountTypeSchema,
  invitationDate: timestampSchema.nullable(),
  role: roleSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;

/** SPEC §3 Organization admin list item. */
export const orgMemberSchema = z.object({
  userId: z.uuid(),
  accountId: z.uuid(),
  accountName: accountNameSchema,
  email: storedEmailSchema,
  firstName: storedNameSchema,
  lastName: storedNameSchema,
  role: roleSchema,
  status: membershipStatusSchema,
  date: timestampSchema,
});
export type OrgMember = z.infer<typeof orgMemberSchema>;

export const inviteSchema = z.object({
  email: emailSchema,
  role: roleSchema.default('OrganizationAdmin'),
  accountId: idSchema,
});
export type InviteInput = z.input<typeof inviteSchema>;
export type Invite = z.infer<typeof inviteSchema>;

/** The most addresses one request invites; each still counts against the sender's mail budget. */
export const INVITE_MANY_MAX = 50;
/** Bounds the body only: a longer entry is no address and is answered `invalid` like any other. */
const INVITE_MANY_ENTRY_MAX_LENGTH = 1_000;

/**
 * Many addresses at once, each kept as given: one that is no email address is answered `invalid`
 * beside the others, not a 400 for the whole list.
 */
export const inviteManySchema = z.object({
  emails: z
    .array(z.string({ error: 'invalidValue' }).max(INVITE_MANY_ENTRY_MAX_LENGTH, { error: 'invalidValue' }), { error: 'invalidValue' })
    .min(1, { error: 'emailRequired' })
    .max(INVITE_MANY_MAX, { error: 'invalidValue' }),
  role: roleSchema.default('OrganizationAdmin'),
  accountId: idSchema,
});
export type InviteMany = z.infer<typeof inviteManySchema>;

/** What became of one address: as `POST /api/Account/invite` would have it, or not an address at all. */
export const inviteOutcomeSchema = z.enum(['invited', 'alreadyMember', 'userNotFound', 'invalid']);
export type InviteOutcome = z.infer<typeof inviteOutcomeSchema>;
export const inviteManyResultSchema = z.object({
  results: z.array(z.object({ email: z.string().max(INVITE_MANY_ENTRY_MAX_LENGTH), outcome: inviteOutcomeSchema })).max(INVITE_MANY_MAX),
});
export type InviteManyResult = z.infer<typeof inviteManyResultSchema>;

export const resendInviteSchema = z.object({ accountId: idSchema, userId: idSchema });
export type ResendInvite = z.infer<typeof resendInviteSchema>;

/** The role an admin gives an active member: `OrganizationAdmin` (or `Admin`) to make them an admin, `User` to take it back. */
export const memberRoleSchema = z.object({ role: roleSchema });
export type MemberRole = z.infer<typeof memberRoleSchema>;

export const userAccountIdSchema = z.object({ userAccountId: idSchema });
export type UserAccountIdInput = z.infer<typeof userAccountIdSchema>;

export const accountUserParamsSchema = z.object({ accountId: idSchema, userId: idSchema });

export const ORG_MEMBERS_MAX_PAGE_SIZE = 100;
const ORG_ACCOUNT_IDS_MAX_LENGTH = 8_000;

/**
 * `accountIds` is a comma-separated list of organisation ids (1 to 50). `email` filters by a
 * case-insensitive part of the address, `search` by a part of the address or the name; `page` (1-based) with `pageSize` (default 10) cuts one page.
 */
export const orgAdminsQuerySchema = z.object({
  accountIds: z
    .string({ error: 'invalidValue' })
    // 50 ids with their separators fit in a quarter of this; only padding could need more.
    .max(ORG_ACCOUNT_IDS_MAX_LENGTH, { error: 'invalidValue' })
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(idSchema).min(1, { error: 'invalidValue' }).max(50, { error: 'invalidValue' })),
  email: z.string({ error: 'invalidValue' }).trim().max(254, { error: 'invalidValue' }).optional(),
  search: z.string({ error: 'invalidValue' }).trim().max(254, { error: 'invalidValue' }).optional(),
  page: z.coerce
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(1_000_000, { error: 'invalidValue' })
    .optional(),
  pageSize: z.coerce
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(ORG_MEMBERS_MAX_PAGE_SIZE, { error: 'invalidValue' })
    .optional(),
});
export type OrgAdminsQuery = z.infer<typeof orgAdminsQuerySchema>;

/**
 * A person's request to join an organisation, as the person sees it: pending
 * (`Requested`), or decided (`Approved`, then a membership; `Declined`).
 */
export const joinRequestStatusSchema = z.enum(['Requested', 'Approved', 'Declined']);
export const joinRequestSchema = z.object({
  accountId: z.uuid(),
  accountName: accountNameSchema,
  userId: z.uuid(),
  status: joinRequestStatusSchema,
  requestedAt: timestampSchema,
  decidedAt: timestampSchema.nullable(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/** POST /api/Account/{accountId}/join-requests: the language the decision will be mailed in. */
export const joinRequestBodySchema = z.object({ locale: mailLocaleSchema });

/** PUT /api/Account/{accountId}/join-requests/{userId}: an admin's answer. */
export const joinRequestDecisionSchema = z.object({ decision: z.enum(['Approved', 'Declined'], { error: 'invalidValue' }) });
export type JoinRequestDecision = z.infer<typeof joinRequestDecisionSchema>;

/** GET /api/Account/pending-join-requests: requests waiting, per organisation the caller administers. */
/** The most organisations the pending join requests list: the badge names the first, and counts these. */
export const PENDING_JOIN_REQUESTS_MAX_ORGANIZATIONS = 100;
export const pendingJoinRequestsSchema = z
  .array(z.object({ accountId: z.uuid(), accountName: accountNameSchema, count: z.number().int().min(1) }))
  .max(PENDING_JOIN_REQUESTS_MAX_ORGANIZATIONS);
export type PendingJoinRequests = z.infer<typeof pendingJoinRequestsSchema>;

export const accountIdOnlyParamsSchema = z.object({ accountId: idSchema });
