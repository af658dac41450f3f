import { expect } from 'vitest';
import { DEMO_ADMIN } from '@/server/db/demo-accounts';
import { api, newSignedInUser, signIn } from '../support/http';

export type Person = { id: string; token: string; email: string };

export async function demoAdmin(): Promise<Person> {
  const { session } = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  return { id: session.user!.id, token: session.accessToken!, email: DEMO_ADMIN.email };
}

export async function demoOrganizationId(admin: Person): Promise<string> {
  const user = await api(`/api/User/${admin.id}`, { token: admin.token });
  return user.json.accounts.find((a: { accountType: string }) => a.accountType === 'organization').accountId;
}

export const invite = (by: Person | undefined, body: unknown) => api('/api/Account/invite', { method: 'POST', token: by?.token, body });
export const accept = (by: Person, userAccountId: string) =>
  api('/api/Account/accept-invitation', { method: 'POST', token: by.token, body: { userAccountId } });
export const invitations = (of: Person) => api('/api/Account/my-invitations', { token: of.token });
export const orgList = (by: Person, accountIds: string) => api(`/api/Account/org-admins?accountIds=${accountIds}`, { token: by.token });
export const userOf = (by: Person, id = by.id) => api(`/api/User/${id}`, { token: by.token });

/** A fresh person who is an active member of the organisation with the given role. */
export async function memberWithRole(admin: Person, accountId: string, role: 'User' | 'OrganizationAdmin', label: string): Promise<Person> {
  const person = await newSignedInUser(label);
  expect((await invite(admin, { email: person.email, role, accountId })).status).toBe(201);
  const [pending] = (await invitations(person)).json;
  expect((await accept(person, pending.id)).status).toBe(200);
  return person;
}

/** The cast of the Account API suites: the demo admin, their organisation, a plain member and an outsider. */
export async function demoOrganizationCast(): Promise<{ admin: Person; orgId: string; plainMember: Person; outsider: Person }> {
  const admin = await demoAdmin();
  const orgId = await demoOrganizationId(admin);
  const outsider = await newSignedInUser('outsider');
  const plainMember = await memberWithRole(admin, orgId, 'User', 'plain');
  return { admin, orgId, plainMember, outsider };
}
