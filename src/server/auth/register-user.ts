import 'server-only';
import type { Registration } from '@/lib/schemas/auth';
import type { Executor } from '@/server/db/client';
import { accounts, userAccounts, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { hashPassword } from './password';

export type RegisteredUser = { id: string; email: string; firstName: string; lastName: string };

type NewUser = { email: string; passwordHash: string | null; firstName: string; lastName: string; emailVerifiedAt: Date | null; directoryManaged?: boolean };

/** Inserts the user and their personal (primary) account; null when the email is taken. */
export async function insertUserWithPersonalAccount(tx: Executor, values: NewUser): Promise<RegisteredUser | null> {
  const [user] = await tx
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName });
  if (!user) return null;
  const [account] = await tx
    .insert(accounts)
    .values({ name: `${values.firstName} ${values.lastName}`.trim() || values.email, type: 'personal' })
    .returning({ id: accounts.id });
  await tx.insert(userAccounts).values({ userId: user.id, accountId: account!.id, role: 'User', status: 'Active', isPrimary: true });
  return user;
}

/** Creates a user with their personal account (their primary one) in one transaction. */
export async function registerUser(db: Executor, input: Omit<Registration, 'locale'> & { emailVerified?: boolean }): Promise<RegisteredUser> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await insertUserWithPersonalAccount(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      emailVerifiedAt: input.emailVerified ? new Date() : null,
    });
    if (!user) throw new AppError('conflict', 'An account with this email already exists');
    return user;
  });
}
