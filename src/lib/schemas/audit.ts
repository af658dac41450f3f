import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './bounds';

/** Every kind of administrative action the audit record knows, in the order the screen lists them. */
export const AUDIT_ACTIONS = [
  'member.invite',
  'member.invite_resend',
  'member.remove',
  'member.role_change',
  'join_request.approve',
  'join_request.decline',
  'coalition_admin.grant',
  'coalition_admin.revoke',
  'coalition.outcomes_export',
  'audit.export',
  'account.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Done, or refused by the rules (a 403 or 409 the action itself decided). */
export const AUDIT_OUTCOMES = ['succeeded', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/**
 * Who acted: a signed-in person, the person whose own account it was (no identity kept), the
 * `npm run admin` command, or the app itself (the deletion of inactive accounts).
 */
export const AUDIT_ACTOR_KINDS = ['person', 'self', 'command', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** The facts an entry keeps besides its actor and target: short words, never a person's identity. */
export const auditDetailSchema = z.record(z.string().max(40), z.string().max(200));
export type AuditDetail = z.infer<typeof auditDetailSchema>;

export const AUDIT_PAGE_SIZE_MAX = 100;

const day = z.iso.date({ error: 'invalidValue' }).max(10, { error: 'invalidValue' });

export const auditEntriesQuerySchema = z
  .object({
    action: z.enum(AUDIT_ACTIONS, { error: 'invalidValue' }).optional(),
    outcome: z.enum(AUDIT_OUTCOMES, { error: 'invalidValue' }).optional(),
    /** Part of the actor's address, in any case. */
    actorEmail: z.string().trim().max(EMAIL_MAX_LENGTH, { error: 'invalidValue' }).optional(),
    organizationId: z.uuid({ error: 'invalidValue' }).optional(),
    /** First and last day (UTC) of the entries shown, both included. */
    from: day.optional(),
    to: day.optional(),
    /** The page of newest-first entries, from 1. */
    page: z.coerce
      .number({ error: 'invalidValue' })
      .int({ error: 'invalidValue' })
      .min(1, { error: 'invalidValue' })
      .max(100_000, { error: 'invalidValue' })
      .default(1),
    pageSize: z.coerce
      .number({ error: 'invalidValue' })
      .int({ error: 'invalidValue' })
      .min(1, { error: 'invalidValue' })
      .max(AUDIT_PAGE_SIZE_MAX, { error: 'invalidValue' })
      .default(25),
    /** `csv`: every entry the filters keep (not one page), as a file. */
    format: z.enum(['json', 'csv'], { error: 'invalidValue' }).default('json'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'invalidValue', path: ['from'] });
export type AuditEntriesQuery = z.infer<typeof auditEntriesQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime().max(40),
  action: z.enum(AUDIT_ACTIONS),
  outcome: z.enum(AUDIT_OUTCOMES),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  /** The acting admin's address of now; null for `self` and `command`, and once their account is deleted. */
  actorEmail: z.string().max(EMAIL_MAX_LENGTH).nullable(),
  actorDeleted: z.boolean(),
  /** The person acted on, by their address of now; null when there is none or their account was deleted. */
  targetEmail: z.string().max(EMAIL_MAX_LENGTH).nullable(),
  targetDeleted: z.boolean(),
  organizationId: z.uuid().nullable(),
  organizationName: z.string().max(200).nullable(),
  detail: auditDetailSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditEntriesSchema = z.object({
  entries: z.array(auditEntrySchema).max(AUDIT_PAGE_SIZE_MAX),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  retentionDays: z.number().int().min(1),
});
export type AuditEntries = z.infer<typeof auditEntriesSchema>;
