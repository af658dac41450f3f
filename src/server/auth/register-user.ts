import 'server-only';
import type { Registration } from '@/lib/schemas/auth';
import type { Executor } from '@/server/db/client';
import { accounts, userAccounts, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { hashPassword } from './password';

export type RegisteredUser = { id: string; email: string; firstName: string; lastName: string };

/** Creates a user with their personal account (their primary one) in one transaction. */
export async function registerUser(
  db: Executor,
  input: Registration & { emailVerified?: boolean },
): Promise<RegisteredUser> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        emailVerifiedAt: input.emailVerified ? new Date() : null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName });
    if (!user) throw new AppError('conflict', 'An account with this email already exists');
    const [account] = await tx
      .insert(accounts)
      .values({ name: `${input.firstName} ${input.lastName}`, type: 'personal' })
      .returning({ id: accounts.id });
    await tx.insert(userAccounts).values({ userId: user.id, accountId: account!.id, role: 'User', status: 'Active', isPrimary: true });
    return user;
  });
}
