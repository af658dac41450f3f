import { z } from 'zod';
import { emailSchema, mailLocaleSchema } from './auth';
import { FEEDBACK_PAGE_MAX_LENGTH, FEEDBACK_PROBLEM_MAX_LENGTH, NAME_MAX_LENGTH } from './bounds';

// The texts go into mails: no control characters but line ends and tabs (in the problem only).
const printable = (text: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
const oneLine = (text: string) => !/[\u0000-\u001f\u007f]/.test(text);

/** A text a person may leave out: blank becomes absent. */
const optionalLine = (max: number, tooLong: string) =>
  z
    .string({ error: 'invalidValue' })
    .trim()
    .max(max, { error: tooLong })
    .refine(oneLine, { error: 'invalidValue' })
    .optional()
    .transform((text) => text || undefined);

/**
 * What the accessibility statement's feedback form sends: the problem (required), and, if the
 * person wants, the page, their name and an address for a confirmation. Message texts are keys
 * under `Validation`.
 */
export const accessibilityFeedbackSchema = z.object({
  problem: z
    .string({ error: 'feedbackProblemRequired' })
    .trim()
    .min(1, { error: 'feedbackProblemRequired' })
    .max(FEEDBACK_PROBLEM_MAX_LENGTH, { error: 'feedbackProblemMax' })
    .refine(printable, { error: 'invalidValue' }),
  page: optionalLine(FEEDBACK_PAGE_MAX_LENGTH, 'feedbackPageMax'),
  name: optionalLine(NAME_MAX_LENGTH, 'nameMax'),
  email: z
    .union([z.literal(''), emailSchema], { error: 'emailInvalid' })
    .optional()
    .transform((email) => email || undefined),
  locale: mailLocaleSchema,
});
export type AccessibilityFeedbackInput = z.input<typeof accessibilityFeedbackSchema>;
export type AccessibilityFeedback = z.output<typeof accessibilityFeedbackSchema>;

export const accessibilityFeedbackSentSchema = z.object({
  status: z.literal('FeedbackSent'),
  /** Whether a confirmation went to the address given. */
  confirmationSent: z.boolean(),
});
