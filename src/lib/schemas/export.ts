import { z } from 'zod';
import { milestoneSchema } from './milestones';
import { accountNameSchema, accountTypeSchema, membershipStatusSchema, roleSchema, storedEmailSchema, storedNameSchema, timestampSchema } from './accounts';
import { reminderSettingsSchema } from './reminders';

/** GET /api/User/{id}/export?format=: the weight log as CSV, everything as JSON, or a FHIR R4 Bundle. */
export const EXPORT_FORMATS = ['csv', 'json', 'fhir'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS, { error: 'invalidValue' }) });

/** The CSV's header line (the export call in src/lib/api/calls/users.ts): one row per logged day, oldest first. */
export const CSV_HEADER = ['date', 'weight_lb', 'weight_kg', 'trend_lb'] as const;

const day = z.string().max(10);
const pounds = z.number();
const shortText = z.string().max(64);

/** The JSON export: everything the product holds about the person, and no secret (no password hash, no token). */
/** An invitation as the export lists it: received or sent, whatever became of it. */
const invitationRecordSchema = z.object({
  accountName: accountNameSchema,
  role: roleSchema,
  status: membershipStatusSchema,
  invitedEmail: storedEmailSchema.nullable(),
  invitationDate: timestampSchema.nullable(),
});

export const personalDataSchema = z.object({
  exportedAt: timestampSchema,
  profile: z.object({
    id: z.uuid(),
    email: storedEmailSchema,
    /** A new email waiting for its link to be opened; null when none. */
    pendingEmail: storedEmailSchema.nullable(),
    firstName: storedNameSchema,
    lastName: storedNameSchema,
    emailVerifiedAt: timestampSchema.nullable(),
    directoryManaged: z.boolean(),
    /** How weights are shown and the optional height for the BMI. */
    displayUnit: z.enum(['lb', 'kg', 'st']),
    heightCm: z.number().nullable(),
    createdAt: timestampSchema,
  }),
  /** Every membership, in any status: the personal account and the organisations. */
  memberships: z.array(
    z.object({
      id: z.uuid(),
      accountId: z.uuid(),
      accountName: accountNameSchema,
      accountType: accountTypeSchema,
      role: roleSchema,
      status: membershipStatusSchema,
      isPrimary: z.boolean(),
      /** Whether the person shows their weights to the organisation's admins. */
      shareWeights: z.boolean(),
      createdAt: timestampSchema,
    }),
  ),
  invitations: z.object({
    /** Invitations the person was sent, whatever became of them. */
    received: z.array(invitationRecordSchema),
    /** Invitations the person sent as an organisation's admin. */
    sent: z.array(invitationRecordSchema),
  }),
  /** The goals of the person's own accounts and those they set for an organisation. */
  goals: z.array(
    z.object({
      accountId: z.uuid(),
      accountName: accountNameSchema,
      accountType: accountTypeSchema,
      goalWeight: pounds.nullable(),
      targetWeightLoss: pounds.nullable(),
      createdAt: timestampSchema,
      updatedAt: timestampSchema,
    }),
  ),
  /** Every weight the person logged, on any account, oldest first. */
  weightLogs: z.array(
    z.object({
      id: z.uuid(),
      accountId: z.uuid(),
      accountName: accountNameSchema,
      weight: pounds,
      logDate: day,
      createdAt: timestampSchema,
      updatedAt: timestampSchema,
    }),
  ),
  /** External sign-ins linked to the account: the provider and the person's id there, nothing else. */
  linkedProviders: z.array(z.object({ provider: shortText, providerAccountId: z.string().max(255) })),
  /** The person's live share links (/s/{id}): what each page shows and whose day counts its streak. */
  shareLinks: z.array(z.object({ id: z.string().max(64), includeWeight: z.boolean(), timeZone: shortText, createdAt: timestampSchema })),
  /** The milestones the person earned, oldest first. */
  milestones: z.array(milestoneSchema.omit({ id: true })),
  reminders: z.object({
    settings: reminderSettingsSchema,
    /** The reminders mailed: kind and the person's local day. */
    sent: z.array(z.object({ kind: shortText, localDate: day, sentAt: timestampSchema })),
  }),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

const coding = z.object({ system: z.string().max(100), code: z.string().max(20), display: z.string().max(50) });
const fhirId = z.string().max(64);

/** A FHIR R4 Bundle (type collection): the person as a Patient, each logged day a body-weight Observation. */
export const fhirBundleSchema = z.object({
  resourceType: z.literal('Bundle'),
  type: z.literal('collection'),
  timestamp: timestampSchema,
  entry: z.array(
    z.object({
      fullUrl: z.string().max(80),
      resource: z.union([
        z.object({
          resourceType: z.literal('Patient'),
          id: fhirId,
          name: z
            .array(z.object({ family: storedNameSchema.optional(), given: z.array(storedNameSchema).max(1).optional() }))
            .max(1)
            .optional(),
          telecom: z.array(z.object({ system: z.literal('email'), value: storedEmailSchema })).max(1),
        }),
        z.object({
          resourceType: z.literal('Observation'),
          id: fhirId,
          meta: z.object({ profile: z.array(z.string().max(100)).max(1) }),
          status: z.literal('final'),
          category: z.array(z.object({ coding: z.array(coding).max(1), text: z.string().max(50) })).max(1),
          code: z.object({ coding: z.array(coding).max(1), text: z.string().max(50) }),
          subject: z.object({ reference: z.string().max(80) }),
          effectiveDateTime: day,
          valueQuantity: z.object({ value: pounds, unit: z.literal('lb'), system: z.literal('http://unitsofmeasure.org'), code: z.literal('[lb_av]') }),
        }),
      ]),
    }),
  ),
});
export type FhirBundle = z.infer<typeof fhirBundleSchema>;
