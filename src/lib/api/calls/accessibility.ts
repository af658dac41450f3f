import { accessibilityFeedbackSchema, accessibilityFeedbackSentSchema } from '@/lib/schemas/accessibility';
import { accepted, callsOf, perAddressLimit } from '../define-call';

const accessibilityCalls = callsOf('Accessibility');

/** The accessibility statement's feedback form (/accessibility): public, signed in or not. */
export const sendAccessibilityFeedback = accessibilityCalls.post('/api/Accessibility/feedback', 'anonymous')(
  {
    body: accessibilityFeedbackSchema,
    responses: accepted(accessibilityFeedbackSentSchema, 'The coalition was mailed the report'),
    errors: [400],
    ...perAddressLimit,
  },
  'Report an accessibility problem to the coalition; a confirmation goes to the address given, if any',
  "The report (`problem`, and `page` and `name` when given) is mailed to the coalition's accessibility address (setting `ACCESSIBILITY_FEEDBACK_EMAIL`) before the answer; the answer is 202 only once that mail is handed to the mail server, and 503 `detail: \"FeedbackNotSent\"` when it cannot be (nothing was sent; try again). With `email`, a confirmation goes to it (not the report's text, so the form cannot send words of the caller's choosing to someone else); `confirmationSent` is false when that mail failed. Both mails are in `locale` (`en-US` by default, or `es-ES`).",
  'Limits: `RATE_LIMIT_FEEDBACK_PER_IP_PER_HOUR` reports an hour per client address (10 by default), and 5 confirmations a quarter hour per address mailed; past either, 429 `TooManyAttempts` and nothing is sent. Bad input is 400 with field errors, and nothing is sent.',
);
