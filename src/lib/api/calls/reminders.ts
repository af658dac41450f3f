import { reminderSettingsInputSchema, reminderSettingsSchema, unsubscribeQuerySchema, unsubscribeResultSchema } from '@/lib/schemas/reminders';
import { userIdParamsSchema } from '@/lib/schemas/users';
import type { ApiCall } from '../define';

export const getReminderSettings = { method: 'get', path: '/api/User/{id}/reminders', tag: 'User',
  summary: 'Your reminder choices; off, with defaults, until you save them',
  access: { self: 'id', denied: "You may not read another user's reminders" }, params: userIdParamsSchema,
  responses: { 200: { description: 'The reminder choices', schema: reminderSettingsSchema } }, errors: [400, 403] } as const satisfies ApiCall;

export const setReminderSettings = { method: 'put', path: '/api/User/{id}/reminders', tag: 'User',
  summary: 'Choose your reminders: days, local time, IANA time zone, streak-at-risk time, weekly summary',
  access: { self: 'id', denied: "You may not change another user's reminders" }, params: userIdParamsSchema, body: reminderSettingsInputSchema,
  responses: { 200: { description: 'The saved choices', schema: reminderSettingsSchema } }, errors: [400, 403] } as const satisfies ApiCall;

export const unsubscribeReminders = { method: 'post', path: '/api/reminders/unsubscribe', tag: 'Reminders',
  summary: "One-click unsubscribe (RFC 8058) from the link in a reminder: turns that kind of reminder off; a link used again answers the same while that kind stays off",
  access: 'anonymous', query: unsubscribeQuerySchema,
  responses: { 200: { description: 'That kind of reminder is off', schema: unsubscribeResultSchema } }, errors: [400] } as const satisfies ApiCall;
