import 'server-only';
import * as calls from '@/lib/api/calls/reminders';
import { getReminderSettings, setReminderSettings } from '@/server/reminders/reminder-settings';
import { unsubscribe } from '@/server/reminders/unsubscribe';
import { route } from '../route';

export const reminderRoutes = [
  route(calls.getReminderSettings, async ({ db, params }) => ({ status: 200, body: await getReminderSettings(db, params.id) })),
  route(calls.setReminderSettings, async ({ db, params, body }) => ({ status: 200, body: await setReminderSettings(db, params.id, body) })),
  route(calls.unsubscribeReminders, async ({ db, query }) => ({ status: 200, body: await unsubscribe(db, query.token) })),
];
