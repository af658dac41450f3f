import 'server-only';
import { users } from '@/server/db/schema';

/** Who a user is, as most reads of the users table start: id, email and names (never a secret). */
export const personColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
} as const;
