import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, newSignedInUser } from '../support/http';
import { accept, demoAdmin, demoOrganizationId, invitations, invite, userOf, type Person } from './support-accounts';

let admin: Person;
let orgId: string;

beforeAll(async () => {
  admin = await demoAdmin();
  orgId = await demoOrganizationId(admin);
});

const remove = (userId: string) => api(`/api/Account/${orgId}/users/${userId}`, { method: 'DELETE', token: admin.token });
const resend = (userId: string) => api('/api/Account/resend-invite', { method: 'POST', token: admin.token, body: { accountId: orgId, userId } });

/** Invites the person again (their row goes back to Invited) and returns the invitation's id. */
async function inviteAgain(person: Person): Promise<string> {
  expect((await invite(admin, { email: person.email, role: 'User', accountId: orgId })).status).toBe(201);
  const [pending] = (await invitations(person)).json;
  return pending.id as string;
}

/**
 * The membership row is Removed: not among the person's accounts, no pending invitation, and a
 * resend answers 404 (a Rejected row would be resent, an Active one would be a 409).
 */
async function expectRemoved(person: Person): Promise<void> {
  expect((await userOf(person)).json.accounts.map((a: { accountId: string }) => a.accountId)).not.toContain(orgId);
  expect((await invitations(person)).json).toEqual([]);
  const again = await resend(person.id);
  expect(again.status).toBe(404);
  expect(again.json.detail).toBe('There is no invitation for this person');
}

describe(`finding 7: membership changes are serialised on the row (${inject('databaseKind')})`, () => {
  it('never undoes an answered removal: 25 rounds of remove against accept', async () => {
    const person = await newSignedInUser('race-accept');
    const removals: number[] = [];
    const accepts: number[] = [];
    for (let round = 0; round < 25; round++) {
      const id = await inviteAgain(person);
      const [removed, accepted] = await Promise.all([remove(person.id), accept(person, id)]);
      removals.push(removed.status);
      accepts.push(accepted.status);
      // Removal 204 means Removed, whichever call came first; an accept after it is a 409 problem.
      expect(removed.status).toBe(204);
      if (accepted.status !== 200) {
        expect(accepted.status).toBe(409);
        expect(accepted.contentType).toContain('application/problem+json');
      }
      await expectRemoved(person);
    }
    expect(removals).toEqual(Array<number>(25).fill(204));
    expect(accepts.length).toBe(25);
  }, 180_000);

  it('never undoes an answered removal: 10 rounds of remove against resend', async () => {
    const person = await newSignedInUser('race-resend');
    for (let round = 0; round < 10; round++) {
      await inviteAgain(person);
      const [removed, resent] = await Promise.all([remove(person.id), resend(person.id)]);
      expect(removed.status).toBe(204);
      if (resent.status !== 200) expect(resent.status).toBe(404);
      await expectRemoved(person);
    }
  }, 120_000);

  it('lets exactly one of 10 simultaneous accepts through; the others are 409 problems', async () => {
    const person = await newSignedInUser('race-many');
    const id = await inviteAgain(person);
    const results = await Promise.all(Array.from({ length: 10 }, () => accept(person, id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.contentType).toContain('application/problem+json');
      expect(r.json.detail).toBe('This invitation is no longer pending');
    }
    expect((await userOf(person)).json.accounts).toContainEqual(expect.objectContaining({ accountId: orgId, role: 'User' }));
  });
});
