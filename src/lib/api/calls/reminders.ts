import { reminderSettingsInputSchema, reminderSettingsSchema, unsubscribeQuerySchema, unsubscribeResultSchema } from '@/lib/schemas/reminders';
import { userIdParamsSchema } from '@/lib/schemas/users';
import { callsOf, ok, self } from '../define-call';

const userCalls = callsOf('User');
const reminderCalls = callsOf('Reminders');

export const getReminderSettings = userCalls.get('/api/User/{id}/reminders', self('id', "You may not read another user's reminders"))(
  { params: userIdParamsSchema, responses: ok(reminderSettingsSchema, 'The reminder choices'), errors: [400, 403] },
  'Your reminder choices; off, with defaults, until you save them',
);

export const setReminderSettings = userCalls.put('/api/User/{id}/reminders', self('id', "You may not change another user's reminders"))(
  { params: userIdParamsSchema, body: reminderSettingsInputSchema, responses: ok(reminderSettingsSchema, 'The saved choices'), errors: [400, 403] },
  'Choose your reminders: days, local time, IANA time zone, streak-at-risk time, weekly summary',
  "`days` are ISO weekdays 1–7, at least one; `timeZone` an IANA name; `streakTime: null` for no streak-at-risk mail. Mails go out through the job queue; none is handed to SMTP after a log of that local day has landed, and a permanent SMTP refusal (a bounce) turns all of the person's reminders off.",
);

export const unsubscribeReminders = reminderCalls.post('/api/reminders/unsubscribe', 'anonymous')(
  { query: unsubscribeQuerySchema, responses: ok(unsubscribeResultSchema, 'That kind of reminder is off'), errors: [400] },
  'One-click unsubscribe (RFC 8058) from the link in a reminder: turns that kind of reminder off; a link used again answers the same while that kind stays off',
  "The body `List-Unsubscribe=One-Click` is accepted and ignored. Each mail's link works for its own kind whatever links of other kinds were used. 400 `unsubscribeLinkInvalid` for a forged or altered token, an older link of the kind, or the used one once the person turned the kind on again; nothing changes.",
);
