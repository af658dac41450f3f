// Generated from src/lib/api/calls/auth.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { undoEmailChange as call } from '@/lib/api/calls/auth';
import type { ApiRoute } from '../../client';

export const undoEmailChange: ApiRoute<typeof call> = { method: 'post', path: '/api/Auth/undo-email-change' };
