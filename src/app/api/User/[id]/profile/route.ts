import { profileSchema, userIdParamsSchema } from '@/lib/schemas/users';
import { apiRoute } from '@/server/api/handler';
import { updateProfile } from '@/server/users/update-profile';

export const PUT = apiRoute({ params: userIdParamsSchema, body: profileSchema }, async ({ db, actor, params, body }) => ({
  body: await updateProfile({ db, actor, input: { ...body, id: params.id } }),
}));
