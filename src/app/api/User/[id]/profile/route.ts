import { profileSchema, userIdParamsSchema } from '@/lib/schemas/users';
import { apiRoute } from '@/server/api/handler';
import { limitMailsByEmail } from '@/server/rate-limit/rate-limit';
import { updateProfile } from '@/server/users/update-profile';

export const PUT = apiRoute({ params: userIdParamsSchema, body: profileSchema }, async ({ db, actor, params, body }) => {
  // A new address is mailed a confirmation link: the same per-address mail budget as a reset.
  if (body.email && body.email !== actor.email) await limitMailsByEmail('email-change', body.email);
  return { body: await updateProfile({ db, actor, input: { ...body, id: params.id } }) };
});
