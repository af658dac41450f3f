// Generated from src/lib/api/calls/reminders.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { setReminderSettings as call } from '@/lib/api/calls/reminders';
import type { ApiRoute } from '../../client';

export const setReminderSettings: ApiRoute<typeof call> = { method: 'put', path: '/api/User/{id}/reminders' };
