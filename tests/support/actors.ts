import { expect } from 'vitest';
import { api, newSignedInUser, signIn } from './http';
import { mintTestAccessToken } from './access-token';

export type TestActor = { id: string; token: string; email: string };

/** A correctly signed token for `userId` that expired a minute ago. */
export function expiredToken(userId: string): Promise<string> {
  return mintTestAccessToken(userId, -60);
}

export async function signInAs(email: string, password: string): Promise<TestActor> {
  const { session } = await signIn(email, password);
  expect(session.accessToken, `sign-in of ${email}`).toEqual(expect.any(String));
  return { id: session.user!.id, token: session.accessToken!, email };
}

type Account = { accountId: string; accountName: string; accountType: string; role: string };

/** The organisation account `name` among the actor's accounts. */
export async function organizationOf(actor: TestActor, name: string): Promise<string> {
  const user = await api(`/api/User/${actor.id}`, { token: actor.token });
  const account = (user.json.accounts as Account[]).find((a) => a.accountType === 'organization' && a.accountName === name);
  expect(account, `${actor.email} should belong to ${name}`).toBeDefined();
  return account!.accountId;
}

export async function personalAccountOf(actor: TestActor): Promise<string> {
  const user = await api(`/api/User/${actor.id}`, { token: actor.token });
  return (user.json.accounts as Account[]).find((a) => a.accountType === 'personal')!.accountId;
}

export { newSignedInUser };
