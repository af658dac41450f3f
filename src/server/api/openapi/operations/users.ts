import 'server-only';
import { userAccountIdSchema } from '@/lib/schemas/accounts';
import { profileSchema, userDetailsSchema, userIdParamsSchema } from '@/lib/schemas/users';
import type { Operation } from '../operation';

export const userOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/User/{id}',
    summary: 'Your own user, with your accounts',
    tag: 'User',
    params: userIdParamsSchema,
    responses: { 200: { description: 'The user and their accounts', schema: userDetailsSchema } },
    errors: [400, 403],
  },
  {
    method: 'put',
    path: '/api/User/{id}/profile',
    summary: 'Change your profile; the organisation can be set once; a new email waits for the link mailed to it (pendingEmail)',
    tag: 'User',
    params: userIdParamsSchema,
    body: profileSchema,
    responses: { 200: { description: 'The user and their accounts', schema: userDetailsSchema } },
    errors: [400, 403, 404, 409, 429],
  },
  {
    method: 'put',
    path: '/api/User/{id}/set-primary-account',
    summary: 'Make one of your memberships your primary account',
    tag: 'User',
    params: userIdParamsSchema,
    body: userAccountIdSchema,
    responses: { 200: { description: 'The user and their accounts', schema: userDetailsSchema } },
    errors: [400, 403, 404],
  },
  {
    method: 'delete',
    path: '/api/User/{id}/pending-email',
    summary: 'Withdraw the email change waiting for confirmation; its link stops working',
    tag: 'User',
    params: userIdParamsSchema,
    responses: { 200: { description: 'The user and their accounts, without a pending email', schema: userDetailsSchema } },
    errors: [400, 403],
  },
];
