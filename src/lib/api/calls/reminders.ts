import { reminderSettingsInputSchema, reminderSettingsSchema, unsubscribeQuerySchema, unsubscribeResultSchema } from '@/lib/schemas/reminders';
import { userIdParamsSchema } from '@/lib/schemas/users';
import type { ApiCall } from '../define';

export const getReminderSettings = {
  method: 'get',
  path: '/api/User/{id}/reminders',
  tag: 'User',
  summary: 'Your reminder choices; off, with defaults, until you save them',
  access: { self: 'id', denied: "You may not read another user's reminders" },
  params: userIdParamsSchema,
  responses: { 200: { description: 'The reminder choices', schema: reminderSettingsSchema } },
  errors: [400, 403],
} as const satisfies ApiCall;

export const setReminderSettings = {
  method: 'put',
  path: '/api/User/{id}/reminders',
  tag: 'User',
  summary: 'Choose your reminders: days, local time, IANA time zone, streak-at-risk time, weekly summary',
  description:
    "`days` are ISO weekdays 1–7, at least one; `timeZone` an IANA name; `streakTime: null` for no streak-at-risk mail. Mails go out through the job queue; none is handed to SMTP after a log of that local day has landed, and a permanent SMTP refusal (a bounce) turns all of the person's reminders off.",
  access: { self: 'id', denied: "You may not change another user's reminders" },
  params: userIdParamsSchema,
  body: reminderSettingsInputSchema,
  responses: { 200: { description: 'The saved choices', schema: reminderSettingsSchema } },
  errors: [400, 403],
} as const satisfies ApiCall;

export const unsubscribeReminders = {
  method: 'post',
  path: '/api/reminders/unsubscribe',
  tag: 'Reminders',
  summary:
    'One-click unsubscribe (RFC 8058) from the link in a reminder: turns that kind of reminder off; a link used again answers the same while that kind stays off',
  description:
    "The body `List-Unsubscribe=One-Click` is accepted and ignored. Each mail's link works for its own kind whatever links of other kinds were used. 400 `unsubscribeLinkInvalid` for a forged or altered token, an older link of the kind, or the used one once the person turned the kind on again; nothing changes.",
  access: 'anonymous',
  query: unsubscribeQuerySchema,
  responses: { 200: { description: 'That kind of reminder is off', schema: unsubscribeResultSchema } },
  errors: [400],
} as const satisfies ApiCall;
