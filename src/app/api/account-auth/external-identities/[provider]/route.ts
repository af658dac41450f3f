import { z } from 'zod';
import { apiRoute } from '@/server/api/handler';
import { unlinkProvider } from '@/server/auth/linked-identities';

const params = z.object({ provider: z.enum(['google', 'apple', 'azure-ad', 'facebook', 'adfs'], { error: 'invalidValue' }) });

/** DELETE /api/Auth/external-identities/{provider}: 204; 404 when not linked; 409 LastSignInMethod. */
export const DELETE = apiRoute({ params }, async ({ db, actor, params: { provider } }) => {
  await unlinkProvider(db, actor.id, provider);
  return { status: 204, body: null };
});
