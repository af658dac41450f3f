import 'server-only';
import { registeredUserSchema, registrationSchema } from '@/lib/schemas/auth';
import type { Operation } from '../operation';

export const authOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/Auth/register',
    summary: 'Register with email and password; creates the personal account',
    tag: 'Auth',
    auth: false,
    body: registrationSchema,
    responses: { 201: { description: 'Registered', schema: registeredUserSchema } },
    errors: [400, 409],
  },
];
