import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationFixture } from '../../../tests/support/test-database';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { findPersonalAccountId } from '@/server/accounts/permissions';
import { deleteGoal } from './delete-goal';
import { getAccountGoal, getMyGoal } from './get-goal';
import { setGoal } from './set-goal';

let db: Db;
let close: () => Promise<void>;
let alice: Actor;
let bob: Actor;
let organizationId: string;

beforeAll(async () => {
  ({ db, close, alice, bob, organizationId } = await createOrganizationFixture('Admin'));
});
afterAll(() => close());

describe('goals', () => {
  it('has no personal goal at first', async () => {
    expect(await getMyGoal({ db, actor: alice })).toBeNull();
  });

  it('creates a personal goal, then replaces it', async () => {
    const created = await setGoal({ db, actor: alice, input: { goalWeight: 170 } });
    expect(created).toMatchObject({ replaced: false, goal: { goalWeight: 170, targetWeightLoss: null, accountType: 'personal' } });
    const replaced = await setGoal({ db, actor: alice, input: { goalWeight: 165.5 } });
    expect(replaced).toMatchObject({ replaced: true, goal: { id: created.goal.id, goalWeight: 165.5 } });
    expect(await getMyGoal({ db, actor: alice })).toMatchObject({ goalWeight: 165.5 });
  });

  it('refuses the wrong kind of goal for an account', async () => {
    await expect(setGoal({ db, actor: alice, input: { targetWeightLoss: 50 } })).rejects.toMatchObject({ code: 'validation' });
    await expect(setGoal({ db, actor: alice, input: { accountId: organizationId, goalWeight: 150 } })).rejects.toMatchObject({ code: 'validation' });
  });

  // Who may manage which account's goal is decided by the calls' guard (src/server/api/authorize.test.ts).
  it("sets an organisation's target, and reads each account's own goal", async () => {
    const set = await setGoal({ db, actor: alice, input: { accountId: organizationId, targetWeightLoss: 500 } });
    expect(set.goal).toMatchObject({ accountType: 'organization', targetWeightLoss: 500, goalWeight: null });
    expect(await getAccountGoal({ db, accountId: organizationId })).toMatchObject({ targetWeightLoss: 500 });
    const alicePersonal = (await findPersonalAccountId(db, alice.id))!;
    expect(await getAccountGoal({ db, accountId: alicePersonal })).toMatchObject({ goalWeight: 165.5 });
    const bobPersonal = (await findPersonalAccountId(db, bob.id))!;
    expect(await getAccountGoal({ db, accountId: bobPersonal })).toBeNull();
  });

  it('deletes a goal once; a second delete is not found', async () => {
    await deleteGoal({ db, accountId: organizationId });
    await expect(deleteGoal({ db, accountId: organizationId })).rejects.toMatchObject({ code: 'not_found' });
  });
});
