// Generated from src/lib/api/calls/reminders.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { unsubscribeReminders as call } from '@/lib/api/calls/reminders';
import type { ApiRoute } from '../../client';

export const unsubscribeReminders: ApiRoute<typeof call> = { method: 'post', path: '/api/reminders/unsubscribe' };
