// Generated from src/lib/api/calls/reminders.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { getReminderSettings as call } from '@/lib/api/calls/reminders';
import type { ApiRoute } from '../../client';

export const getReminderSettings: ApiRoute<typeof call> = { method: 'get', path: '/api/User/{id}/reminders' };
