import 'server-only';
import * as calls from '@/lib/api/calls/accessibility';
import { sendAccessibilityFeedback } from '@/server/accessibility/send-feedback';
import { limitByIp, limitMailsByEmail } from '@/server/rate-limit/rate-limit';
import { route } from '../route';

export const accessibilityRoutes = [
  /** Public: anyone who meets a barrier may report it. Limited per client address, and per address mailed. */
  route(calls.sendAccessibilityFeedback, async ({ body, clientIp }) => {
    await limitByIp('accessibility-feedback', clientIp);
    if (body.email) await limitMailsByEmail('accessibility-feedback', body.email);
    const { confirmationSent } = await sendAccessibilityFeedback(body);
    return { status: 202, body: { status: 'FeedbackSent', confirmationSent } };
  }),
];
