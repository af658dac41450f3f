import 'server-only';
import type { AccessibilityFeedback } from '@/lib/schemas/accessibility';
import { AppError } from '@/server/errors';
import { logger } from '@/server/logger';
import { sendFeedbackConfirmation, sendFeedbackToCoalition } from './feedback-mails';

/**
 * Mails a report to the coalition, then the confirmation to the person's address when they gave
 * one. The answer waits for both, so "sent" on the page is true: a report the mail server did not
 * take is refused (503 FeedbackNotSent) and the person can send it again. A failed confirmation
 * does not undo the report; it is logged and said in the answer.
 */
export async function sendAccessibilityFeedback(feedback: AccessibilityFeedback, now = new Date()): Promise<{ confirmationSent: boolean }> {
  try {
    await sendFeedbackToCoalition(feedback, now);
  } catch (error) {
    logger.error({ err: error }, 'accessibility feedback could not be mailed to the coalition');
    throw new AppError('unavailable', 'FeedbackNotSent');
  }
  if (!feedback.email) return { confirmationSent: false };
  try {
    await sendFeedbackConfirmation(feedback.email, feedback.locale);
    return { confirmationSent: true };
  } catch (error) {
    logger.warn({ err: error }, 'accessibility feedback confirmation could not be mailed');
    return { confirmationSent: false };
  }
}
