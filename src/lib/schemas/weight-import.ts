import { z } from 'zod';
import { IMPORT_FORMATS } from '../import/formats';
import { IMPORT_MAX_BODY_BYTES, IMPORT_MAX_CONFLICTS_LISTED, IMPORT_MAX_FILE_BYTES, IMPORT_MAX_LINES, IMPORT_MAX_REFUSALS_LISTED } from '../import/limits';
import { REFUSAL_REASONS } from '../import/read-import-file';

export { IMPORT_MAX_BODY_BYTES, IMPORT_MAX_CONFLICTS_LISTED, IMPORT_MAX_FILE_BYTES, IMPORT_MAX_LINES, IMPORT_MAX_REFUSALS_LISTED };

const unitSchema = z.enum(['lb', 'kg'], { error: 'invalidValue' });
const dateOrderSchema = z.enum(['dmy', 'mdy'], { error: 'invalidValue' });
const existingChoiceSchema = z.enum(['keep', 'replace'], { error: 'invalidValue' });

/** POST /api/WeightLog/import: the same file twice, first `preview` (nothing stored) then `commit`. */
export const importWeightsSchema = z.object({
  step: z.enum(['preview', 'commit'], { error: 'invalidValue' }),
  /**
   * The file's text. Its UTF-8 size is checked by the server (413 beyond IMPORT_MAX_FILE_BYTES);
   * this bound is the body's, which the server's body guard holds first.
   */
  text: z.string({ error: 'invalidValue' }).max(IMPORT_MAX_BODY_BYTES, { error: 'invalidValue' }),
  /** The unit of weights in a file that does not state one. */
  unit: unitSchema.optional(),
  /** How to read slashed dates that read both ways: the person's locale. */
  dateOrder: dateOrderSchema.optional(),
  /** A day that already has an entry with another weight: keep it (default) or replace it with the file's. */
  existing: existingChoiceSchema.default('keep'),
  /** Days that take the other choice than `existing`, one by one (the preview's `conflicts`). */
  dayChoices: z
    .array(z.object({ logDate: z.iso.date({ error: 'dateInvalid' }).max(10, { error: 'dateInvalid' }), existing: existingChoiceSchema }))
    .max(IMPORT_MAX_CONFLICTS_LISTED, { error: 'invalidValue' })
    .default([]),
  /** Commit even though some lines were refused (they are left out); without it such a commit answers 422. */
  skipRefused: z.boolean({ error: 'invalidValue' }).default(false),
  /** The account to import into; the caller's personal account when absent. */
  accountId: z.uuid({ error: 'invalidValue' }).optional(),
});
export type ImportWeightsInput = z.infer<typeof importWeightsSchema>;

const day = z.iso.date().max(10);

export const importRefusalSchema = z.object({
  line: z.number().int(),
  reason: z.enum(REFUSAL_REASONS),
  /** The line as written, cut to 60 characters. */
  text: z.string().max(60),
});

export const importAnswerSchema = z.object({
  step: z.enum(['preview', 'commit']),
  format: z.enum(IMPORT_FORMATS),
  unit: unitSchema.nullable(),
  dateOrder: dateOrderSchema.nullable(),
  /** What the request must still say before a commit: the unit, the order of slashed dates. */
  needs: z.array(z.enum(['unit', 'dateOrder'])).max(2),
  linesRead: z.number().int(),
  /** Weigh-ins that can be stored. */
  accepted: z.number().int(),
  firstDate: day.nullable(),
  lastDate: day.nullable(),
  /** Accepted days that already have an entry: `sameDays` of them with the same weight. */
  existingDays: z.number().int(),
  sameDays: z.number().int(),
  /** The first IMPORT_MAX_CONFLICTS_LISTED days (oldest first) whose entry differs from the file's weight, in pounds; empty while the unit is unknown. */
  conflicts: z.array(z.object({ logDate: day, existing: z.number(), incoming: z.number() })).max(IMPORT_MAX_CONFLICTS_LISTED),
  refusedCount: z.number().int(),
  refused: z.array(importRefusalSchema).max(IMPORT_MAX_REFUSALS_LISTED),
  /** A commit's outcome; null for a preview. */
  committed: z.object({ added: z.number().int(), replaced: z.number().int(), kept: z.number().int(), unchanged: z.number().int() }).nullable(),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;
