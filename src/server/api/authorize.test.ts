import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createOrganizationFixture } from '../../../tests/support/test-database';
import { may, PERSONAL_OWNER } from '@/lib/accounts/roles';
import * as accountCalls from '@/lib/api/calls/accounts';
import { allCalls } from '@/lib/api/calls';
import * as authCalls from '@/lib/api/calls/auth';
import * as goalCalls from '@/lib/api/calls/goals';
import * as userCalls from '@/lib/api/calls/users';
import * as weightCalls from '@/lib/api/calls/weights';
import type { ApiCall } from '@/lib/api/define';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { accounts, userAccounts } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { authorize, type ParsedInput } from './authorize';

let db: Db;
let close: () => Promise<void>;
let alice: Actor; // Admin of Acme
let bob: Actor; // plain member of Acme, OrganizationAdmin of Globex
let carol: Actor; // invited to Acme as an admin, not yet accepted
let acme: string;
let globex: string;
let alicePersonal: string;
let bobPersonal: string;

beforeAll(async () => {
  let person: (email: string) => Promise<Actor>;
  ({ db, close, alice, bob, organizationId: acme, person } = await createOrganizationFixture('Admin'));
  carol = await person('carol@example.org');
  const [g] = await db.insert(accounts).values({ name: 'Globex', type: 'organization' }).returning();
  globex = g!.id;
  await db.insert(userAccounts).values([
    { userId: bob.id, accountId: globex, role: 'OrganizationAdmin', status: 'Active' },
    { userId: carol.id, accountId: acme, role: 'OrganizationAdmin', status: 'Invited' },
  ]);
  alicePersonal = (await findPersonalAccountId(db, alice.id))!;
  bobPersonal = (await findPersonalAccountId(db, bob.id))!;
});
afterAll(() => close());

const input = (parts: Partial<ParsedInput>): ParsedInput => ({ params: undefined, query: undefined, body: undefined, ...parts });

/** 'allowed', or the refusal's code and detail. */
async function outcome(call: ApiCall, actor: Actor | null, parts: Partial<ParsedInput>): Promise<string> {
  try {
    await authorize(db, call, actor, input(parts));
    return 'allowed';
  } catch (error) {
    if (error instanceof AppError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

describe('the guard', () => {
  it('lets anyone make an anonymous call, and any signed-in caller a signedIn one', async () => {
    expect(await outcome(authCalls.register, null, {})).toBe('allowed');
    expect(await outcome(goalCalls.getCommunityProgress, bob, {})).toBe('allowed');
    expect(await outcome(goalCalls.getCommunityProgress, null, {})).toBe('unauthorized: No valid authentication token found');
  });

  it("answers a path naming someone else with the call's own 403", async () => {
    expect(await outcome(userCalls.getUser, alice, { params: { id: alice.id } })).toBe('allowed');
    expect(await outcome(userCalls.getUser, alice, { params: { id: bob.id } })).toBe('forbidden: You may only read your own user');
    expect(await outcome(weightCalls.listUserWeightLogs, bob, { params: { userId: alice.id } })).toBe("forbidden: You may not read another user's weight logs");
    expect(await outcome(accountCalls.rejectInvitation, carol, { params: { accountId: acme, userId: carol.id } })).toBe('allowed');
    expect(await outcome(accountCalls.rejectInvitation, alice, { params: { accountId: acme, userId: carol.id } })).toBe(
      'forbidden: You may only reject your own invitations',
    );
    expect(await outcome(userCalls.getUser, null, { params: { id: alice.id } })).toBe('unauthorized: No valid authentication token found');
  });

  it('lets only active admins manage an organisation named in the path', async () => {
    const call = weightCalls.listOrganizationWeightLogs;
    const denied = "forbidden: Only this organisation's admins may read its weight logs";
    expect(await outcome(call, alice, { params: { accountId: acme } })).toBe('allowed');
    expect(await outcome(call, bob, { params: { accountId: acme } })).toBe(denied); // a plain member
    expect(await outcome(call, carol, { params: { accountId: acme } })).toBe(denied); // invited, not active
    expect(await outcome(call, alice, { params: { accountId: globex } })).toBe(denied); // another organisation
    expect(await outcome(call, alice, { params: { accountId: alicePersonal } })).toBe(denied); // no organisation
    expect(await outcome(call, alice, { params: { accountId: '00000000-0000-4000-8000-000000000000' } })).toBe(denied);
  });

  it('checks the account named in the body, and every account of a list in the query', async () => {
    const invite = (actor: Actor, accountId: string) =>
      outcome(accountCalls.inviteMember, actor, { body: { email: 'x@example.org', role: 'User', accountId } });
    expect(await invite(alice, acme)).toBe('allowed');
    expect(await invite(bob, globex)).toBe('allowed');
    expect(await invite(bob, acme)).toBe('forbidden: You do not have permission to invite users');

    const list = (actor: Actor, accountIds: string[]) => outcome(accountCalls.listOrgAdmins, actor, { query: { accountIds } });
    expect(await list(alice, [acme])).toBe('allowed');
    expect(await list(bob, [globex])).toBe('allowed');
    expect(await list(bob, [globex, acme])).toBe('forbidden: You do not have permission to view this organization');
    expect(await list(alice, [acme, globex])).toBe('forbidden: You do not have permission to view this organization');
  });

  it("lets the owner or an organisation's admins administer an account; without one named, the caller's personal account", async () => {
    const log = (actor: Actor, accountId?: string) => outcome(weightCalls.logWeight, actor, { body: { weight: 180, logDate: '2026-01-01', accountId } });
    const denied = 'forbidden: You may not log weight for this account';
    expect(await log(bob)).toBe('allowed');
    expect(await log(bob, bobPersonal)).toBe('allowed');
    expect(await log(bob, alicePersonal)).toBe(denied);
    expect(await log(alice, alicePersonal)).toBe('allowed');
    expect(await log(alice, acme)).toBe('allowed');
    expect(await log(bob, acme)).toBe(denied);
    expect(await outcome(goalCalls.deleteGoal, bob, { params: { accountId: acme } })).toBe("forbidden: You may not manage this account's goal");
  });

  it('refuses an organisation capability when no account is named: a personal account manages none', async () => {
    expect(await outcome(accountCalls.inviteMember, alice, { body: { email: 'x@example.org', role: 'User' } })).toBe(
      'forbidden: You do not have permission to invite users',
    );
  });
});

describe('every call definition', () => {
  const shapeOf = (schema: z.ZodType | undefined) => (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
  const where = { params: 'params', query: 'query', body: 'body' } as const;

  const guarded = allCalls.filter((call) => typeof call.access === 'object');

  it.each(guarded.map((call) => [`${call.method.toUpperCase()} ${call.path}`, call] as const))(
    '%s names fields its input has, and declares the 403',
    (_name, call) => {
      const access = call.access as Exclude<ApiCall['access'], string>;
      expect(call.errors).toContain(403);
      if ('self' in access) {
        expect(Object.keys(shapeOf(call.params))).toContain(access.self);
        return;
      }
      if ('role' in access) return;
      if (access.orSelf) expect(Object.keys(shapeOf(call.params))).toContain(access.orSelf);
      const field = shapeOf(call[where[access.account.in]])[access.account.name];
      expect(field, `${access.account.in}.${access.account.name}`).toBeDefined();
      // An account that may be left out means the caller's personal account: its owner must be allowed.
      if (field!.safeParse(undefined).success) expect(may(access.capability, PERSONAL_OWNER)).toBe(true);
    },
  );
});
