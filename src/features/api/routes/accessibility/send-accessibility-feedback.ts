// Generated from src/lib/api/calls/accessibility.ts by `npm run gen` (scripts/gen-api-routes.ts); do not edit.
import type { sendAccessibilityFeedback as call } from '@/lib/api/calls/accessibility';
import type { ApiRoute } from '../../client';

export const sendAccessibilityFeedback: ApiRoute<typeof call> = { method: 'post', path: '/api/Accessibility/feedback' };
