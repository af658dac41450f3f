// Generated from src/lib/api/calls/reminders.ts by src/features/api/routes.test.ts; do not edit.
// After changing a definition: npx vitest run src/features/api/routes.test.ts --update
import type { getReminderSettings as call } from '@/lib/api/calls/reminders';
import type { ApiRoute } from '../../client';

export const getReminderSettings: ApiRoute<typeof call> = { method: 'get', path: '/api/User/{id}/reminders' };
